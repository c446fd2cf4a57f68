import { pushSubscription } from '@/server/api/notifications';
import { pagesRoute } from '@/server/http/pages-route';

export const { POST, DELETE } = pushSubscription;

export default pagesRoute({ POST, DELETE });
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
