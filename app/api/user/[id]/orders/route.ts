import { customerOrders } from '@/server/api/customers';

export const GET = customerOrders;
