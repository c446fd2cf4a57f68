import { swsProductSpecs } from '@/server/api/sws-products';

export const GET = swsProductSpecs;
