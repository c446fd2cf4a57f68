import { recruitingDelete } from '@/server/api/recruiting';
import { pagesRoute } from '@/server/http/pages-route';

export const POST = recruitingDelete;

export default pagesRoute({ POST });
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
