import { helpItem } from '@/server/api/backlog';
import { pagesRoute } from '@/server/http/pages-route';

export const { GET, PUT, DELETE } = helpItem;

export default pagesRoute({ GET, PUT, DELETE }, ['id']);
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
