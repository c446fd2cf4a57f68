import { managements } from '@/server/api/session';

export const GET = managements;
