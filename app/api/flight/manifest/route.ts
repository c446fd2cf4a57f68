import { manifestCollection } from '@/server/api/flight-manifest';

export const { POST } = manifestCollection;
