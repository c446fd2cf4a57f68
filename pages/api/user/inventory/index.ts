import { inventoryCollection } from '@/server/api/inventory';
import { pagesRoute } from '@/server/http/pages-route';

export const { GET, POST } = inventoryCollection;

export default pagesRoute({ GET, POST });
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
