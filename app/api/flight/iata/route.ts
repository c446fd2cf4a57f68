import { iataLookup } from '@/server/api/flight-lookup';

export const GET = iataLookup;
