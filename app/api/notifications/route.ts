import { notificationCollection } from '@/server/api/notifications';

export const { GET } = notificationCollection;
