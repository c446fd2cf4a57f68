import { areaSearch } from '@/server/api/flight-network';

export const GET = areaSearch;
