import { marineTrxDetail } from '@/server/api/marine-orders';

export const GET = marineTrxDetail;
