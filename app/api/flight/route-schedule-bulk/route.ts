import { scheduleBulkCreate } from '@/server/api/flight-schedule';

export const POST = scheduleBulkCreate;
