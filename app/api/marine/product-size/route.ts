import { sizeCollection } from '@/server/api/marine-catalogue';

export const { GET, POST } = sizeCollection;
