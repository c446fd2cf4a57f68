import { collectionRoutes, itemRoutes } from '@/server/crud/routes';
import { adminUsers } from '@/server/resources/users/admin';

export const adminUserCollection = collectionRoutes(adminUsers);
export const adminUserItem = itemRoutes(adminUsers);
