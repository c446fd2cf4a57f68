import { areaCollection } from '@/server/api/flight-network';

export const { GET, POST } = areaCollection;
