import { rosterCollection } from '@/server/api/pilot';

export const { GET, POST } = rosterCollection;
