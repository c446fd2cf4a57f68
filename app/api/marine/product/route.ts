import { productCollection } from '@/server/api/marine-catalogue';

export const { GET, POST } = productCollection;
