import { candidateBulkStatus } from '@/server/api/recruiting';
import { pagesRoute } from '@/server/http/pages-route';

export const PUT = candidateBulkStatus;

export default pagesRoute({ PUT });
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
