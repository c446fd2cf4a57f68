import { inventoryItem } from '@/server/api/inventory';
import { pagesRoute } from '@/server/http/pages-route';

export const { GET, PUT } = inventoryItem;

export default pagesRoute({ GET, PUT }, ['id']);
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
