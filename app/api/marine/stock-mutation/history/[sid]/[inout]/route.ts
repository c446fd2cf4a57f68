import { stockMutationHistory } from '@/server/api/marine-stock';

export const GET = stockMutationHistory;
