import { fleetItem } from '@/server/api/flight-network';

export const { GET, PUT, DELETE } = fleetItem;
