import { backlogItem } from '@/server/api/backlog';
import { pagesRoute } from '@/server/http/pages-route';

export const { GET } = backlogItem;

export default pagesRoute({ GET }, ['id']);
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
