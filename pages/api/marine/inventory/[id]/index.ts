import { inventoryItem } from '@/server/api/marine-stock';
import { pagesRoute } from '@/server/http/pages-route';

export const GET = inventoryItem;

export default pagesRoute({ GET }, ['id']);
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
