import { inventoryList } from '@/server/api/marine-stock';

export const GET = inventoryList;
