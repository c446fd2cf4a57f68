import { fleetHistoryCollection } from '@/server/api/flight-fleet';

export const { GET, POST } = fleetHistoryCollection;
