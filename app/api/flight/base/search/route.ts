import { baseSearch } from '@/server/api/flight-network';

export const GET = baseSearch;
