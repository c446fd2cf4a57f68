import { rosterBulkRoute } from '@/server/api/pilot';
import { pagesRoute } from '@/server/http/pages-route';

export const POST = rosterBulkRoute;

export default pagesRoute({ POST });
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
