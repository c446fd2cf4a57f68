import { sizeAll } from '@/server/api/marine-catalogue';
import { pagesRoute } from '@/server/http/pages-route';

export const GET = sizeAll;

export default pagesRoute({ GET });
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
