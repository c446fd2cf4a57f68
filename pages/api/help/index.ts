import { helpCollection } from '@/server/api/backlog';
import { pagesRoute } from '@/server/http/pages-route';

export const { GET, POST } = helpCollection;

export default pagesRoute({ GET, POST });
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
