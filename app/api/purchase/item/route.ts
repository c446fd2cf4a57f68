import { purchaseItemCollection } from '@/server/api/purchase';

export const { GET, POST } = purchaseItemCollection;
