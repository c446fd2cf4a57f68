import { candidateItem } from '@/server/api/careers-candidates';
import { pagesRoute } from '@/server/http/pages-route';

export const GET = candidateItem;

export default pagesRoute({ GET }, ['id']);
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
