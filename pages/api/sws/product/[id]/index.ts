import { swsProductItem } from '@/server/api/sws-products';
import { pagesRoute } from '@/server/http/pages-route';

export const { GET, PUT } = swsProductItem;

export default pagesRoute({ GET, PUT }, ['id']);
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
