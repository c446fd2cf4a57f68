import { swsProductSpecs } from '@/server/api/sws-products';
import { pagesRoute } from '@/server/http/pages-route';

export const GET = swsProductSpecs;

export default pagesRoute({ GET }, ['id']);
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
