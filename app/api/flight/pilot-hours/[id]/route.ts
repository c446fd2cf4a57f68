import { pilotHours } from '@/server/api/flight-schedule';

export const GET = pilotHours;
