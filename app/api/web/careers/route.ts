import { postingCollection } from '@/server/api/careers-postings';

export const { GET, POST } = postingCollection;
