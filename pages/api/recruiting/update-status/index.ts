import { recruitingUpdateStatus } from '@/server/api/recruiting';
import { pagesRoute } from '@/server/http/pages-route';

export const POST = recruitingUpdateStatus;

export default pagesRoute({ POST });
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
