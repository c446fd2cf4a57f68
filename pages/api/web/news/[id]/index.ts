import { newsItem } from '@/server/api/web-news';
import { pagesRoute } from '@/server/http/pages-route';

export const { GET, PUT, DELETE } = newsItem;

export default pagesRoute({ GET, PUT, DELETE }, ['id']);
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
