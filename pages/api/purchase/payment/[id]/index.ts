import { purchasePaymentItem } from '@/server/api/purchase';
import { pagesRoute } from '@/server/http/pages-route';

export const { PUT, DELETE } = purchasePaymentItem;

export default pagesRoute({ PUT, DELETE }, ['id']);
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
