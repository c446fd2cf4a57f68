import { inventoryItem } from '@/server/api/inventory';

export const { GET, PUT } = inventoryItem;
