import { purchaseApprove } from '@/server/api/purchase';

export const { POST } = purchaseApprove;
