import { logbookItem } from '@/server/api/flight-logbook';
import { pagesRoute } from '@/server/http/pages-route';

export const { DELETE } = logbookItem;

export default pagesRoute({ DELETE }, ['id']);
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
