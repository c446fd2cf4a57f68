import { swsCategoryCollection } from '@/server/api/sws-products';
import { pagesRoute } from '@/server/http/pages-route';

export const GET = swsCategoryCollection;

export default pagesRoute({ GET });
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
