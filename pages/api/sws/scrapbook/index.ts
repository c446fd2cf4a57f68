import { scrapbookCollection } from '@/server/api/sws-scrapbook';
import { pagesRoute } from '@/server/http/pages-route';

export const { GET, POST } = scrapbookCollection;

export default pagesRoute({ GET, POST });
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
