// notify(): one notice to some people. Their rows (the bell) are written in one statement, each person's
// own channel gets EVENTS.notification with their row (a toast on every open tab), and each of their
// browsers subscribed to web push gets { title, body, link }. Best effort after the business change has
// committed: a failure is logged and never reaches the caller's request.
import { EVENTS, userChannel } from '@/lib/realtime/channels';
import { db } from '@/server/db';
import { afterAnswer } from '@/server/http/after-answer';
import { publish } from '@/server/realtime/publish';
import { pushTo } from './web-push';

export interface Notice {
  /** What it is about, e.g. 'purchase', 'order'. */
  kind: string;
  title: string;
  body: string;
  /** The app path that opens what it is about. */
  link: string | null;
}

const pending = new Set<Promise<void>>();

async function deliver(userIds: readonly number[], notice: Notice): Promise<void> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return;
  const rows = await db.notification.createManyAndReturn({
    data: ids.map((user_id) => ({ user_id, ...notice })),
    select: { id: true, user_id: true, kind: true, title: true, body: true, link: true, created_at: true, read_at: true },
  });
  await Promise.all([
    ...rows.map((row) => publish([userChannel(row.user_id)], EVENTS.notification, row)),
    pushTo(ids, { title: notice.title, body: notice.body, link: notice.link }),
  ]);
}

/** Tells `userIds` about `notice` now. Never rejects; the promise settles when everything was tried. */
export function notify(userIds: readonly number[], notice: Notice): Promise<void> {
  const run = deliver(userIds, notice).catch((err: unknown) => {
    console.warn(`[notify] ${notice.kind} '${notice.title}' failed: ${(err as Error).message}`);
  });
  pending.add(run);
  void run.finally(() => pending.delete(run));
  return run;
}

/** Some people and what to tell them. */
export interface Delivery {
  userIds: readonly number[];
  notice: Notice;
}

/**
 * Tells the people `deliveries` answers once the route has answered with a success (its writes committed),
 * not awaited by the request. The deliveries are worked out then.
 */
export function notifyAfterAnswer(deliveries: () => Promise<Delivery[]>): void {
  afterAnswer(() => {
    const run = deliveries()
      .then((list) => Promise.all(list.map((d) => notify(d.userIds, d.notice))))
      .then(() => undefined)
      .catch((err: unknown) => console.warn(`[notify] could not work out the recipients: ${(err as Error).message}`));
    pending.add(run);
    void run.finally(() => pending.delete(run));
  });
}

/** Resolves when every notification started so far has been delivered or has failed (tests). */
export async function notificationsSettled(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}
