import { purchaseCollection } from '@/server/api/purchase';

export const { GET, POST } = purchaseCollection;
