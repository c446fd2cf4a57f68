import { scheduleItem } from '@/server/api/flight-schedule';

export const { GET, PUT, DELETE } = scheduleItem;
