import { backlogComment } from '@/server/api/backlog';
import { pagesRoute } from '@/server/http/pages-route';

export const { POST } = backlogComment;

export default pagesRoute({ POST }, ['id']);
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
