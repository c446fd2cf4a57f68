import { productItem } from '@/server/api/marine-catalogue';
import { pagesRoute } from '@/server/http/pages-route';

export const { GET, PUT, DELETE } = productItem;

export default pagesRoute({ GET, PUT, DELETE }, ['id']);
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
