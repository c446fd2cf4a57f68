import { masterMutationItem } from '@/server/api/marine-stock';

export const { GET, PUT, DELETE } = masterMutationItem;
