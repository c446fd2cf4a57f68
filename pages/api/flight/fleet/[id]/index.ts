import { fleetItem } from '@/server/api/flight-network';
import { pagesRoute } from '@/server/http/pages-route';

export const { GET, PUT, DELETE } = fleetItem;

export default pagesRoute({ GET, PUT, DELETE }, ['id']);
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
