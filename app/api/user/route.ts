import { customerCreateRoute } from '@/server/api/customers';
import { currentUser } from '@/server/api/session';

export const GET = currentUser;
export const POST = customerCreateRoute;
