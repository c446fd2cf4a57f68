import { stockMutationCollection } from '@/server/api/marine-stock';

export const { GET, POST } = stockMutationCollection;
