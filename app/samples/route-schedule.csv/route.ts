import { sampleScheduleCsv } from '@/server/api/flight-schedule';

export const GET = sampleScheduleCsv;
