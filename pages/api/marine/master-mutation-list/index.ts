import { masterMutationList } from '@/server/api/marine-stock';
import { pagesRoute } from '@/server/http/pages-route';

export const GET = masterMutationList;

export default pagesRoute({ GET });
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
