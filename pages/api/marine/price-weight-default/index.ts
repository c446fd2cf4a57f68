import { priceWeightDefault } from '@/server/api/marine-catalogue';
import { pagesRoute } from '@/server/http/pages-route';

export const { GET, PUT } = priceWeightDefault;

export default pagesRoute({ GET, PUT });
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
