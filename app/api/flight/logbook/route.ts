import { logbookCollection } from '@/server/api/flight-logbook';

export const { GET, POST } = logbookCollection;
