import { pushKey } from '@/server/api/notifications';
import { pagesRoute } from '@/server/http/pages-route';

export const { GET } = pushKey;

export default pagesRoute({ GET });
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
