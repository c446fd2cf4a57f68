import { rosterBulkRoute } from '@/server/api/pilot';

export const POST = rosterBulkRoute;
