import { logbookInfoRoute } from '@/server/api/flight-logbook';
import { pagesRoute } from '@/server/http/pages-route';

export const GET = logbookInfoRoute;

export default pagesRoute({ GET });
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
