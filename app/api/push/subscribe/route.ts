import { pushSubscription } from '@/server/api/notifications';

export const { POST, DELETE } = pushSubscription;
