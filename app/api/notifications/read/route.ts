import { notificationRead } from '@/server/api/notifications';

export const { POST } = notificationRead;
