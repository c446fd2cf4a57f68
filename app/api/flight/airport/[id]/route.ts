import { airportItem } from '@/server/api/flight-network';

export const { GET, PUT, DELETE } = airportItem;
