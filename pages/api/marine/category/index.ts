import { categoryCollection } from '@/server/api/marine-catalogue';
import { pagesRoute } from '@/server/http/pages-route';

export const { GET, POST } = categoryCollection;

export default pagesRoute({ GET, POST });
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
