import { stockMutationItem } from '@/server/api/marine-stock';
import { pagesRoute } from '@/server/http/pages-route';

export const GET = stockMutationItem;

export default pagesRoute({ GET }, ['id']);
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
