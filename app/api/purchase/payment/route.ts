import { purchasePaymentCollection } from '@/server/api/purchase';

export const { GET, POST } = purchasePaymentCollection;
