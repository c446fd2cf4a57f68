import { recruitingList } from '@/server/api/recruiting';
import { pagesRoute } from '@/server/http/pages-route';

export const GET = recruitingList;

export default pagesRoute({ GET });
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
