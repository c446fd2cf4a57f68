import { scheduleBulkDeleteDate } from '@/server/api/flight-schedule';
import { pagesRoute } from '@/server/http/pages-route';

export const POST = scheduleBulkDeleteDate;

export default pagesRoute({ POST });
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
