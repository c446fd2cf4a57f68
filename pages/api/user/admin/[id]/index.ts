import { adminUserItem } from '@/server/api/users';
import { pagesRoute } from '@/server/http/pages-route';

export const { GET, PUT, DELETE } = adminUserItem;

export default pagesRoute({ GET, PUT, DELETE }, ['id']);
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
