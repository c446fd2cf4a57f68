import { candidateCollection } from '@/server/api/careers-candidates';
import { pagesRoute } from '@/server/http/pages-route';

export const { GET, POST } = candidateCollection;

export default pagesRoute({ GET, POST });
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
