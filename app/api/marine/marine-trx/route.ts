import { marineTrxCreate } from '@/server/api/marine-orders';

export const POST = marineTrxCreate;
