import { swsProductCollection } from '@/server/api/sws-products';

export const { GET, POST } = swsProductCollection;
