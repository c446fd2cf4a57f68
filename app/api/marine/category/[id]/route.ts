import { categoryItem } from '@/server/api/marine-catalogue';

export const { GET, PUT, DELETE } = categoryItem;
