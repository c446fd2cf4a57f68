import { fleetSearch } from '@/server/api/flight-network';

export const GET = fleetSearch;
