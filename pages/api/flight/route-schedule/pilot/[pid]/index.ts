import { schedulesOfPilot } from '@/server/api/flight-schedule';
import { pagesRoute } from '@/server/http/pages-route';

export const GET = schedulesOfPilot;

export default pagesRoute({ GET }, ['pid']);
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
