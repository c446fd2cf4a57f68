import { candidateCollection } from '@/server/api/careers-candidates';

export const { GET, POST } = candidateCollection;
