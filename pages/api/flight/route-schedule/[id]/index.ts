import { scheduleItem } from '@/server/api/flight-schedule';
import { pagesRoute } from '@/server/http/pages-route';

export const { GET, PUT, DELETE } = scheduleItem;

export default pagesRoute({ GET, PUT, DELETE }, ['id']);
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
