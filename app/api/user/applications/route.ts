import { applicationCollection } from '@/server/api/careers-candidates';

export const { GET, POST } = applicationCollection;
