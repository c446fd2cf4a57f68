import { health } from '@/server/api/health';

export const GET = health;
