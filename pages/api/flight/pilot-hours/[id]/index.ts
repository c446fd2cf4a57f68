import { pilotHours } from '@/server/api/flight-schedule';
import { pagesRoute } from '@/server/http/pages-route';

export const GET = pilotHours;

export default pagesRoute({ GET }, ['id']);
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
