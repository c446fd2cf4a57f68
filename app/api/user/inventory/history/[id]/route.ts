import { inventoryHistory } from '@/server/api/inventory';

export const { POST } = inventoryHistory;
