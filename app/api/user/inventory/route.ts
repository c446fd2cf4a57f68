import { inventoryCollection } from '@/server/api/inventory';

export const { GET, POST } = inventoryCollection;
