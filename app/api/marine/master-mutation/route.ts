import { masterMutationCollection } from '@/server/api/marine-stock';

export const { GET, POST } = masterMutationCollection;
