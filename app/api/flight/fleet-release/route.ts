import { fleetReleaseCollection } from '@/server/api/flight-fleet';

export const { GET, POST } = fleetReleaseCollection;
