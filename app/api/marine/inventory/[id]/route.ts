import { inventoryItem } from '@/server/api/marine-stock';

export const GET = inventoryItem;
