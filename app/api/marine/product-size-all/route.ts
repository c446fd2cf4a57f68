import { sizeAll } from '@/server/api/marine-catalogue';

export const GET = sizeAll;
