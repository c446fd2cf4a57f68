import { marineTrxByStatus } from '@/server/api/marine-orders';
import { pagesRoute } from '@/server/http/pages-route';

export const GET = marineTrxByStatus;

export default pagesRoute({ GET }, ['status']);
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
