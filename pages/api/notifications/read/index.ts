import { notificationRead } from '@/server/api/notifications';
import { pagesRoute } from '@/server/http/pages-route';

export const { POST } = notificationRead;

export default pagesRoute({ POST });
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
