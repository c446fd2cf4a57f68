import { marineTrxUpdate } from '@/server/api/marine-orders';
import { pagesRoute } from '@/server/http/pages-route';

export const PUT = marineTrxUpdate;

export default pagesRoute({ PUT }, ['id']);
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
