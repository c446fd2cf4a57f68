import { recruitingDelete } from '@/server/api/recruiting';

export const POST = recruitingDelete;
