import { masterMutationItem } from '@/server/api/marine-stock';
import { pagesRoute } from '@/server/http/pages-route';

export const { GET, PUT, DELETE } = masterMutationItem;

export default pagesRoute({ GET, PUT, DELETE }, ['id']);
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
