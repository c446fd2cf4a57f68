import { pilotAircraftItem } from '@/server/api/pilot';

export const { GET, PUT, DELETE } = pilotAircraftItem;
