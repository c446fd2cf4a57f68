import { pilotAircraftCollection } from '@/server/api/pilot';

export const { GET, POST } = pilotAircraftCollection;
