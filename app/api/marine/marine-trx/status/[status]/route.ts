import { marineTrxByStatus } from '@/server/api/marine-orders';

export const GET = marineTrxByStatus;
