import { productCollection } from '@/server/api/marine-catalogue';
import { pagesRoute } from '@/server/http/pages-route';

export const { GET, POST } = productCollection;

export default pagesRoute({ GET, POST });
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
