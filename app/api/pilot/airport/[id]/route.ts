import { pilotAirportItem } from '@/server/api/pilot';

export const { GET, PUT, DELETE } = pilotAirportItem;
