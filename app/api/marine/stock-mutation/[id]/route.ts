import { stockMutationItem } from '@/server/api/marine-stock';

export const GET = stockMutationItem;
