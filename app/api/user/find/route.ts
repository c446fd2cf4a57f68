import { customerFind } from '@/server/api/customers';

export const GET = customerFind;
