import { logout } from '@/server/api/session';

export const POST = logout;
