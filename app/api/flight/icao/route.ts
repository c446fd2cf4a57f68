import { icaoLookup } from '@/server/api/flight-lookup';

export const GET = icaoLookup;
