import { swsTrxDetail, swsTrxUpdate } from '@/server/api/sws-orders';

export const GET = swsTrxDetail;
export const PUT = swsTrxUpdate;
