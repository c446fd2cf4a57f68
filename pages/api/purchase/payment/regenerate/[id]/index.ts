import { purchasePaymentRegenerate } from '@/server/api/purchase';
import { pagesRoute } from '@/server/http/pages-route';

export const { POST } = purchasePaymentRegenerate;

export default pagesRoute({ POST }, ['id']);
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
