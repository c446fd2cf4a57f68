import { pilotCollection } from '@/server/api/pilot';
import { pagesRoute } from '@/server/http/pages-route';

export const { GET, POST } = pilotCollection;

export default pagesRoute({ GET, POST });
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
