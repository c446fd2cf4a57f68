import { marineTrxCreate } from '@/server/api/marine-orders';
import { pagesRoute } from '@/server/http/pages-route';

export const POST = marineTrxCreate;

export default pagesRoute({ POST });
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
