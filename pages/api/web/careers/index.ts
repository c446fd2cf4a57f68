import { postingCollection } from '@/server/api/careers-postings';
import { pagesRoute } from '@/server/http/pages-route';

export const { GET, POST } = postingCollection;

export default pagesRoute({ GET, POST });
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
