import { inventoryExport } from '@/server/api/inventory';
import { pagesRoute } from '@/server/http/pages-route';

export const GET = inventoryExport;

export default pagesRoute({ GET });
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
