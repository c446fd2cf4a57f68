import { pilotCollection } from '@/server/api/pilot';

export const { GET, POST } = pilotCollection;
