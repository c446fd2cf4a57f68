import { swsTrxCreate } from '@/server/api/sws-orders';
import { pagesRoute } from '@/server/http/pages-route';

export const POST = swsTrxCreate;

export default pagesRoute({ POST });
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
