import { itemItem } from '@/server/api/marine-catalogue';

export const { GET, PUT, DELETE } = itemItem;
