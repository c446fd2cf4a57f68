import { productItem } from '@/server/api/marine-catalogue';

export const { GET, PUT, DELETE } = productItem;
