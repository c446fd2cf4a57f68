import { marineTrxDetail } from '@/server/api/marine-orders';
import { pagesRoute } from '@/server/http/pages-route';

export const GET = marineTrxDetail;

export default pagesRoute({ GET }, ['id']);
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
