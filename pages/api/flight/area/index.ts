import { areaCollection } from '@/server/api/flight-network';
import { pagesRoute } from '@/server/http/pages-route';

export const { GET, POST } = areaCollection;

export default pagesRoute({ GET, POST });
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
