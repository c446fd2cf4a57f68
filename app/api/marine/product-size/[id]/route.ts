import { sizeItem } from '@/server/api/marine-catalogue';

export const { GET, PUT, DELETE } = sizeItem;
