import { purchaseItem } from '@/server/api/purchase';

export const { GET, PUT, DELETE } = purchaseItem;
