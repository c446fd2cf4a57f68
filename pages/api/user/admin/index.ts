import { adminUserCollection } from '@/server/api/users';
import { pagesRoute } from '@/server/http/pages-route';

export const { GET, POST } = adminUserCollection;

export default pagesRoute({ GET, POST });
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
