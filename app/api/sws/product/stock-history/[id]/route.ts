import { swsStockHistory } from '@/server/api/sws-products';

export const GET = swsStockHistory;
