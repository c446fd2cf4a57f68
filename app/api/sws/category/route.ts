import { swsCategoryCollection } from '@/server/api/sws-products';

export const GET = swsCategoryCollection;
