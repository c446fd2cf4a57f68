import { publicCareers } from '@/server/api/careers-postings';

export const GET = publicCareers;
