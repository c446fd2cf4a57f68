import { itemCollection } from '@/server/api/marine-catalogue';

export const { GET, POST } = itemCollection;
