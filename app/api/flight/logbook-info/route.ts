import { logbookInfoRoute } from '@/server/api/flight-logbook';

export const GET = logbookInfoRoute;
