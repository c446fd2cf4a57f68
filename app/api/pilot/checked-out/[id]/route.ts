import { pilotCheckedOut } from '@/server/api/pilot';

export const GET = pilotCheckedOut;
