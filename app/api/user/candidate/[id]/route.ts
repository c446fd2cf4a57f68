import { candidateItem } from '@/server/api/careers-candidates';

export const GET = candidateItem;
