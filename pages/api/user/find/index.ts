import { customerFind } from '@/server/api/customers';
import { pagesRoute } from '@/server/http/pages-route';

export const GET = customerFind;

export default pagesRoute({ GET });
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
