import { pilotSearch } from '@/server/api/pilot';
import { pagesRoute } from '@/server/http/pages-route';

export const GET = pilotSearch;

export default pagesRoute({ GET });
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
