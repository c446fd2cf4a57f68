import { pilotSearch } from '@/server/api/pilot';

export const GET = pilotSearch;
