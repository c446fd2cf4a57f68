import { fleetPartCollection } from '@/server/api/flight-fleet';

export const { GET, POST } = fleetPartCollection;
