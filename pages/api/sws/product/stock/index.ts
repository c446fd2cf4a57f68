import { swsProductStock } from '@/server/api/sws-products';
import { pagesRoute } from '@/server/http/pages-route';

export const POST = swsProductStock;

export default pagesRoute({ POST });
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
