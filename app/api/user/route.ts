import { currentUser } from '@/server/api/session';

export const GET = currentUser;
