import { pilotItem } from '@/server/api/pilot';

export const { GET, PUT, DELETE } = pilotItem;
