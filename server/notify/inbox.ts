// The bell: a person's newest notifications with the unread count, and marking them read (only their own).
import { NOTIFICATION_LIST_LIMIT } from '@/lib/schemas/notifications';
import type { CurrentUser } from '@/server/auth/user';
import type { Db } from '@/server/db';

export async function listNotifications(db: Db, user: CurrentUser) {
  const [unread, data] = await Promise.all([
    db.notification.count({ where: { user_id: user.id, read_at: null } }),
    db.notification.findMany({
      where: { user_id: user.id },
      orderBy: [{ created_at: 'desc' }, { id: 'desc' }],
      take: NOTIFICATION_LIST_LIMIT,
    }),
  ]);
  return { unread, data };
}

/** Marks `ids` (or, without ids, every unread one) of the caller's read; others' ids are left alone. */
export async function markRead(db: Db, user: CurrentUser, ids: number[] | undefined) {
  const { count } = await db.notification.updateMany({
    where: { user_id: user.id, read_at: null, ...(ids ? { id: { in: ids } } : {}) },
    data: { read_at: new Date() },
  });
  return { affected: count };
}
