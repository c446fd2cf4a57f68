import { fleetHistoryItem } from '@/server/api/flight-fleet';

export const { GET, PUT, DELETE } = fleetHistoryItem;
