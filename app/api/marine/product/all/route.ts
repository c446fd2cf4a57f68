import { productAll } from '@/server/api/marine-catalogue';

export const { POST, PUT } = productAll;
