import { publicNewsList } from '@/server/api/web-news';
import { pagesRoute } from '@/server/http/pages-route';

export const GET = publicNewsList;

export default pagesRoute({ GET });
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
