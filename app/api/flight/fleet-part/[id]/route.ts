import { fleetPartItem } from '@/server/api/flight-fleet';

export const { GET, PUT, DELETE } = fleetPartItem;
