import { customerCreateRoute } from '@/server/api/customers';
import { currentUser } from '@/server/api/session';
import { pagesRoute } from '@/server/http/pages-route';

export const GET = currentUser;
export const POST = customerCreateRoute;

export default pagesRoute({ GET, POST });
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
