import { stockMutationHistory } from '@/server/api/marine-stock';
import { pagesRoute } from '@/server/http/pages-route';

export const GET = stockMutationHistory;

export default pagesRoute({ GET }, ['sid', 'inout']);
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
