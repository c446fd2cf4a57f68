import { pushKey } from '@/server/api/notifications';

export const { GET } = pushKey;
