import { fleetCollection } from '@/server/api/flight-network';

export const { GET, POST } = fleetCollection;
