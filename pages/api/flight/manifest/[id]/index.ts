import { manifestItem } from '@/server/api/flight-manifest';
import { pagesRoute } from '@/server/http/pages-route';

export const { GET, PUT, DELETE } = manifestItem;

export default pagesRoute({ GET, PUT, DELETE }, ['id']);
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
