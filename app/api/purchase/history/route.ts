import { purchaseHistoryCollection } from '@/server/api/purchase';

export const { GET, POST } = purchaseHistoryCollection;
