import { loadPilot } from '@/server/api/pilot';

export const GET = loadPilot;
