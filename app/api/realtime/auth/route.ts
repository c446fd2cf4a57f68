import { realtimeAuth } from '@/server/api/realtime';

export const POST = realtimeAuth;
