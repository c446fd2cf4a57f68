import { areaItem } from '@/server/api/flight-network';

export const { GET, PUT, DELETE } = areaItem;
