import { swsProductStock } from '@/server/api/sws-products';

export const POST = swsProductStock;
