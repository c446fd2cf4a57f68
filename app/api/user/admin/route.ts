import { adminUserCollection } from '@/server/api/users';

export const { GET, POST } = adminUserCollection;
