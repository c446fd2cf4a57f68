import { airportSearch } from '@/server/api/flight-network';

export const GET = airportSearch;
