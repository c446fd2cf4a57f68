import { schedulesByNumber } from '@/server/api/flight-schedule';
import { pagesRoute } from '@/server/http/pages-route';

export const GET = schedulesByNumber;

export default pagesRoute({ GET }, ['n']);
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
