import { purchasePaymentRegenerate } from '@/server/api/purchase';

export const { POST } = purchasePaymentRegenerate;
