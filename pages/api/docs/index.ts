import '@/server/api';
import { apiDocs } from '@/server/api/openapi';
import { pagesRoute } from '@/server/http/pages-route';

export const GET = apiDocs;

export default pagesRoute({ GET });
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
