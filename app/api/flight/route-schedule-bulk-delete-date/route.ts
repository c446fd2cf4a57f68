import { scheduleBulkDeleteDate } from '@/server/api/flight-schedule';

export const POST = scheduleBulkDeleteDate;
