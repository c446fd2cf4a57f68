import { airportInfoGet } from '@/server/api/flight-lookup';
import { pagesRoute } from '@/server/http/pages-route';

export const GET = airportInfoGet;

export default pagesRoute({ GET }, ['id']);
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
