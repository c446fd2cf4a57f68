import { logout } from '@/server/api/session';
import { pagesRoute } from '@/server/http/pages-route';

export const POST = logout;

export default pagesRoute({ POST });
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
