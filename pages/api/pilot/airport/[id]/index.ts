import { pilotAirportItem } from '@/server/api/pilot';
import { pagesRoute } from '@/server/http/pages-route';

export const { GET, PUT, DELETE } = pilotAirportItem;

export default pagesRoute({ GET, PUT, DELETE }, ['id']);
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
