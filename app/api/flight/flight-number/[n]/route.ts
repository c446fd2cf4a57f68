import { schedulesByNumber } from '@/server/api/flight-schedule';

export const GET = schedulesByNumber;
