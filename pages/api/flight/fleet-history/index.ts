import { fleetHistoryCollection } from '@/server/api/flight-fleet';
import { pagesRoute } from '@/server/http/pages-route';

export const { GET, POST } = fleetHistoryCollection;

export default pagesRoute({ GET, POST });
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
