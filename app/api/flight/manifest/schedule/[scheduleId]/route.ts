import { manifestSchedule } from '@/server/api/flight-manifest';

export const { GET } = manifestSchedule;
