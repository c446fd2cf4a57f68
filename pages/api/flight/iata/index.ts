import { iataLookup } from '@/server/api/flight-lookup';
import { pagesRoute } from '@/server/http/pages-route';

export const GET = iataLookup;

export default pagesRoute({ GET });
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
