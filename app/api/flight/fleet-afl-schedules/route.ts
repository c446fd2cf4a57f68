import { fleetAflScheduleCollection } from '@/server/api/flight-fleet';

export const { GET, POST } = fleetAflScheduleCollection;
