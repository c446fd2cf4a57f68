import { loginAdmin } from '@/server/api/session';

export const POST = loginAdmin;
