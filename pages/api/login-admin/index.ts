import { loginAdmin } from '@/server/api/session';
import { pagesRoute } from '@/server/http/pages-route';

export const POST = loginAdmin;

export default pagesRoute({ POST });
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
