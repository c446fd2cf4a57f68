import { swsTrxCreate } from '@/server/api/sws-orders';

export const POST = swsTrxCreate;
