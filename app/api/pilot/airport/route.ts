import { pilotAirportCollection } from '@/server/api/pilot';

export const { GET, POST } = pilotAirportCollection;
