import { baseCollection } from '@/server/api/flight-network';

export const { GET, POST } = baseCollection;
