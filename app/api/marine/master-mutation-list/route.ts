import { masterMutationList } from '@/server/api/marine-stock';

export const GET = masterMutationList;
