import { fleetHistoryItem } from '@/server/api/flight-fleet';
import { pagesRoute } from '@/server/http/pages-route';

export const { GET, PUT, DELETE } = fleetHistoryItem;

export default pagesRoute({ GET, PUT, DELETE }, ['id']);
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
