import { purchaseItem } from '@/server/api/purchase';
import { pagesRoute } from '@/server/http/pages-route';

export const { GET, PUT, DELETE } = purchaseItem;

export default pagesRoute({ GET, PUT, DELETE }, ['id']);
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
