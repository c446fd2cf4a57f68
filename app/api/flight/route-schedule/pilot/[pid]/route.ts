import { schedulesOfPilot } from '@/server/api/flight-schedule';

export const GET = schedulesOfPilot;
