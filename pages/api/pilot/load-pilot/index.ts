import { loadPilot } from '@/server/api/pilot';
import { pagesRoute } from '@/server/http/pages-route';

export const GET = loadPilot;

export default pagesRoute({ GET });
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
