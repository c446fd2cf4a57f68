import { postingItem } from '@/server/api/careers-postings';
import { pagesRoute } from '@/server/http/pages-route';

export const { GET, PUT, DELETE } = postingItem;

export default pagesRoute({ GET, PUT, DELETE }, ['id']);
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
