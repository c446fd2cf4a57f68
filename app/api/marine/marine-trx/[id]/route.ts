import { marineTrxUpdate } from '@/server/api/marine-orders';

export const PUT = marineTrxUpdate;
