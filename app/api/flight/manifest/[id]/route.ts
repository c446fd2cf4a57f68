import { manifestItem } from '@/server/api/flight-manifest';

export const { GET, PUT, DELETE } = manifestItem;
