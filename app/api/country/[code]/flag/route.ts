import { countryFlagGet } from '@/server/api/customers';

export const GET = countryFlagGet;
