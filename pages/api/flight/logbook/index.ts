import { logbookCollection } from '@/server/api/flight-logbook';
import { pagesRoute } from '@/server/http/pages-route';

export const { GET, POST } = logbookCollection;

export default pagesRoute({ GET, POST });
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
