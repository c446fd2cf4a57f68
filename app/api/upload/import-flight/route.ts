import { importFlight } from '@/server/api/flight-schedule';

export const POST = importFlight;
