import { swsTrxByStatus } from '@/server/api/sws-orders';
import { pagesRoute } from '@/server/http/pages-route';

export const GET = swsTrxByStatus;

export default pagesRoute({ GET }, ['status']);
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
