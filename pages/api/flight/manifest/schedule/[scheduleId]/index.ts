import { manifestSchedule } from '@/server/api/flight-manifest';
import { pagesRoute } from '@/server/http/pages-route';

export const { GET } = manifestSchedule;

export default pagesRoute({ GET }, ['scheduleId']);
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
