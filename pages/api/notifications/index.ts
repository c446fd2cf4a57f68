import { notificationCollection } from '@/server/api/notifications';
import { pagesRoute } from '@/server/http/pages-route';

export const { GET } = notificationCollection;

export default pagesRoute({ GET });
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
