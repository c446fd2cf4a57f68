import { fleetSearch } from '@/server/api/flight-network';
import { pagesRoute } from '@/server/http/pages-route';

export const GET = fleetSearch;

export default pagesRoute({ GET });
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
