import { customerItem } from '@/server/api/customers';

export const { GET, PUT } = customerItem;
