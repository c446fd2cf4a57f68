import { purchasePaymentItem } from '@/server/api/purchase';

export const { PUT, DELETE } = purchasePaymentItem;
