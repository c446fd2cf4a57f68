import { fleetAflCollection } from '@/server/api/flight-fleet';

export const { GET, POST } = fleetAflCollection;
