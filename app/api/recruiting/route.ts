import { recruitingList } from '@/server/api/recruiting';

export const GET = recruitingList;
