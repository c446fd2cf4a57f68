import { swsProductItem } from '@/server/api/sws-products';

export const { GET, PUT } = swsProductItem;
