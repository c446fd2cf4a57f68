import { countryList } from '@/server/api/customers';
import { pagesRoute } from '@/server/http/pages-route';

export const GET = countryList;

export default pagesRoute({ GET });
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
