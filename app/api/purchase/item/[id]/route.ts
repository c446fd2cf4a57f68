import { purchaseItemItem } from '@/server/api/purchase';

export const { PUT, DELETE } = purchaseItemItem;
