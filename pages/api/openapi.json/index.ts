import '@/server/api';
import { openapiJson } from '@/server/api/openapi';
import { pagesRoute } from '@/server/http/pages-route';

export const GET = openapiJson;

export default pagesRoute({ GET });
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
