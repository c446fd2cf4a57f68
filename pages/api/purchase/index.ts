import { purchaseCollection } from '@/server/api/purchase';
import { pagesRoute } from '@/server/http/pages-route';

export const { GET, POST } = purchaseCollection;

export default pagesRoute({ GET, POST });
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
