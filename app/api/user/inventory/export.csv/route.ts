import { inventoryExport } from '@/server/api/inventory';

export const GET = inventoryExport;
