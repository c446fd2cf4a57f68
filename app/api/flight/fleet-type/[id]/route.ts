import { fleetTypeItem } from '@/server/api/flight-network';

export const { GET, PUT, DELETE } = fleetTypeItem;
