import { managements } from '@/server/api/session';
import { pagesRoute } from '@/server/http/pages-route';

export const GET = managements;

export default pagesRoute({ GET });
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
