import { publicNewsGet } from '@/server/api/web-news';
import { pagesRoute } from '@/server/http/pages-route';

export const GET = publicNewsGet;

export default pagesRoute({ GET }, ['slug']);
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
