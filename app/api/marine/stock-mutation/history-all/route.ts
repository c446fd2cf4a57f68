import { stockMutationHistoryAll } from '@/server/api/marine-stock';

export const GET = stockMutationHistoryAll;
