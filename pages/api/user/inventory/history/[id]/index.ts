import { inventoryHistory } from '@/server/api/inventory';
import { pagesRoute } from '@/server/http/pages-route';

export const { POST } = inventoryHistory;

export default pagesRoute({ POST }, ['id']);
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
