import { swsTrxByStatus } from '@/server/api/sws-orders';

export const GET = swsTrxByStatus;
