import { airportSearch } from '@/server/api/flight-network';
import { pagesRoute } from '@/server/http/pages-route';

export const GET = airportSearch;

export default pagesRoute({ GET });
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
