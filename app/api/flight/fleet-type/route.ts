import { fleetTypeCollection } from '@/server/api/flight-network';

export const { GET, POST } = fleetTypeCollection;
