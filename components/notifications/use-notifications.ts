'use client';
// The caller's notifications for the bell: the list with the unread count, marking read, and the live
// side: a notification on the caller's own channel shows a toast with an 'Open' link and reloads the list;
// with `quiet` (the bell's menu is open, the new row shows there) it only reloads: the toast would cover the menu.
import { useCallback } from 'react';
import { useRealtimeEvent } from '@/components/realtime/realtime-provider';
import { useToast } from '@/components/shell/toast';
import { apiCall } from '@/lib/client/api-client';
import { useApiGet, useInvalidate } from '@/lib/client/query';
import { EVENTS, userChannel } from '@/lib/realtime/channels';
import type { NotificationRow } from '@/lib/schemas/notifications';

export const NOTIFICATIONS_PATH = '/api/notifications';

/** How long a notification's toast stays (it carries a link to follow). */
const TOAST_MS = 8000;

export function useNotifications(userId: number, { quiet = false }: { quiet?: boolean } = {}) {
  const list = useApiGet(NOTIFICATIONS_PATH);
  const invalidate = useInvalidate();
  const { show } = useToast();
  const reload = useCallback(() => invalidate([NOTIFICATIONS_PATH]), [invalidate]);

  useRealtimeEvent<NotificationRow>(userChannel(userId), EVENTS.notification, (n) => {
    if (!quiet) show(n.title, { timeout: TOAST_MS, ...(n.link ? { action: { label: 'Open', href: n.link } } : {}) });
    void reload();
  });

  const markRead = useCallback(
    async (ids: number[] | 'all') => {
      await apiCall('post', '/api/notifications/read', { body: ids === 'all' ? { all: true } : { ids } }).catch(() => {});
      await reload();
    },
    [reload],
  );

  return { data: list.data, loading: list.isPending, error: list.error, markRead };
}
