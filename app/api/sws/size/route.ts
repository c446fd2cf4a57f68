import { swsSizeAll } from '@/server/api/sws-products';

export const GET = swsSizeAll;
