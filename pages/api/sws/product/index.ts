import { swsProductCollection } from '@/server/api/sws-products';
import { pagesRoute } from '@/server/http/pages-route';

export const { GET, POST } = swsProductCollection;

export default pagesRoute({ GET, POST });
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
