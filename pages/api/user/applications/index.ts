import { applicationCollection } from '@/server/api/careers-candidates';
import { pagesRoute } from '@/server/http/pages-route';

export const { GET, POST } = applicationCollection;

export default pagesRoute({ GET, POST });
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
