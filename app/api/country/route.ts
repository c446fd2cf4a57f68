import { countryList } from '@/server/api/customers';

export const GET = countryList;
