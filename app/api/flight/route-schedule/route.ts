import { scheduleCollection } from '@/server/api/flight-schedule';

export const { GET, POST } = scheduleCollection;
