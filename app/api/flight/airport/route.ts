import { airportCollection } from '@/server/api/flight-network';

export const { GET, POST } = airportCollection;
