import { masterMutationCollection } from '@/server/api/marine-stock';
import { pagesRoute } from '@/server/http/pages-route';

export const { GET, POST } = masterMutationCollection;

export default pagesRoute({ GET, POST });
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
