import { logbookPilot } from '@/server/api/flight-logbook';

export const GET = logbookPilot;
