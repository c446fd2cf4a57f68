import { swsTrxDetail, swsTrxUpdate } from '@/server/api/sws-orders';
import { pagesRoute } from '@/server/http/pages-route';

export const GET = swsTrxDetail;
export const PUT = swsTrxUpdate;

export default pagesRoute({ GET, PUT }, ['id']);
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
