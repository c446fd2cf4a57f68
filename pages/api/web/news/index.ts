import { newsCollection } from '@/server/api/web-news';
import { pagesRoute } from '@/server/http/pages-route';

export const { GET, POST } = newsCollection;

export default pagesRoute({ GET, POST });
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
