import { airportInfoGet } from '@/server/api/flight-lookup';

export const GET = airportInfoGet;
