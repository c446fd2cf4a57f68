import { recruitingUpdateStatus } from '@/server/api/recruiting';

export const POST = recruitingUpdateStatus;
