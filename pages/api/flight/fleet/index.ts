import { fleetCollection } from '@/server/api/flight-network';
import { pagesRoute } from '@/server/http/pages-route';

export const { GET, POST } = fleetCollection;

export default pagesRoute({ GET, POST });
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
