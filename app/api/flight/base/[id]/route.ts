import { baseItem } from '@/server/api/flight-network';

export const { GET, PUT, DELETE } = baseItem;
