import { fleetHoursCollection } from '@/server/api/flight-fleet';

export const { GET, POST } = fleetHoursCollection;
