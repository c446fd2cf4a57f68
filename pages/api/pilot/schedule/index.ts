import { rosterCollection } from '@/server/api/pilot';
import { pagesRoute } from '@/server/http/pages-route';

export const { GET, POST } = rosterCollection;

export default pagesRoute({ GET, POST });
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
