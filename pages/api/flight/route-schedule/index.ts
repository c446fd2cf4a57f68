import { scheduleCollection } from '@/server/api/flight-schedule';
import { pagesRoute } from '@/server/http/pages-route';

export const { GET, POST } = scheduleCollection;

export default pagesRoute({ GET, POST });
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
