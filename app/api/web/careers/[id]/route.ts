import { postingItem } from '@/server/api/careers-postings';

export const { GET, PUT, DELETE } = postingItem;
