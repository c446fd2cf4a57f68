import { logbookItem } from '@/server/api/flight-logbook';

export const { DELETE } = logbookItem;
