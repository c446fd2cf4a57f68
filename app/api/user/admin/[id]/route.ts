import { adminUserItem } from '@/server/api/users';

export const { GET, PUT, DELETE } = adminUserItem;
