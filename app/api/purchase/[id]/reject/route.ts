import { purchaseReject } from '@/server/api/purchase';

export const { POST } = purchaseReject;
