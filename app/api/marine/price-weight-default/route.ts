import { priceWeightDefault } from '@/server/api/marine-catalogue';

export const { GET, PUT } = priceWeightDefault;
