import { rosterItem } from '@/server/api/pilot';

export const { GET, PUT, DELETE } = rosterItem;
