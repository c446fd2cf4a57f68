import { categoryCollection } from '@/server/api/marine-catalogue';

export const { GET, POST } = categoryCollection;
