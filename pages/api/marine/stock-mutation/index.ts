import { stockMutationCollection } from '@/server/api/marine-stock';
import { pagesRoute } from '@/server/http/pages-route';

export const { GET, POST } = stockMutationCollection;

export default pagesRoute({ GET, POST });
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
