import { countryGet } from '@/server/api/customers';
import { pagesRoute } from '@/server/http/pages-route';

export const GET = countryGet;

export default pagesRoute({ GET }, ['code']);
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
