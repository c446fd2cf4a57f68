import { fleetPartReleaseCollection } from '@/server/api/flight-fleet';

export const { GET, POST } = fleetPartReleaseCollection;
