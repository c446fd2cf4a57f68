import { countryGet } from '@/server/api/customers';

export const GET = countryGet;
