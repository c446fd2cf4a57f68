import { logbookPilot } from '@/server/api/flight-logbook';
import { pagesRoute } from '@/server/http/pages-route';

export const GET = logbookPilot;

export default pagesRoute({ GET }, ['id']);
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
