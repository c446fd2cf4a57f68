import { scrapbookItem } from '@/server/api/sws-scrapbook';
import { pagesRoute } from '@/server/http/pages-route';

export const { GET, DELETE } = scrapbookItem;

export default pagesRoute({ GET, DELETE }, ['id']);
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
