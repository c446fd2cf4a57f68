import { fleetPartReleaseCollection } from '@/server/api/flight-fleet';
import { pagesRoute } from '@/server/http/pages-route';

export const { GET, POST } = fleetPartReleaseCollection;

export default pagesRoute({ GET, POST });
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
