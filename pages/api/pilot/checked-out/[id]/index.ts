import { pilotCheckedOut } from '@/server/api/pilot';
import { pagesRoute } from '@/server/http/pages-route';

export const GET = pilotCheckedOut;

export default pagesRoute({ GET }, ['id']);
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
