// Web push to the browsers people subscribed (POST /api/push/subscribe), signed with the app's VAPID keys.
// A push service that no longer knows a subscription (404, 410) has it deleted; anything else is logged.
import webPush, { WebPushError } from 'web-push';
import { db } from '@/server/db';
import { vapidKeys } from './vapid';

export interface PushPayload {
  title: string;
  body: string;
  link: string | null;
}

/** How long a push service keeps a message for a browser that is offline (seconds). */
const TTL = 24 * 60 * 60;

export async function pushTo(userIds: readonly number[], payload: PushPayload): Promise<void> {
  const subscriptions = await db.pushSubscription.findMany({
    where: { user_id: { in: [...userIds] } },
    select: { id: true, endpoint: true, p256dh: true, auth: true },
  });
  if (subscriptions.length === 0) return;
  const { publicKey, privateKey, subject } = await vapidKeys();
  const body = JSON.stringify(payload);
  await Promise.all(
    subscriptions.map(async (s) => {
      try {
        await webPush.sendNotification({ endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } }, body, {
          vapidDetails: { subject, publicKey, privateKey },
          TTL,
          timeout: 10_000,
        });
        await db.pushSubscription.updateMany({ where: { id: s.id }, data: { last_used_at: new Date() } });
      } catch (err) {
        if (err instanceof WebPushError && (err.statusCode === 404 || err.statusCode === 410)) {
          await db.pushSubscription.deleteMany({ where: { id: s.id } });
        } else {
          console.warn(`[push] could not push to subscription ${s.id}: ${(err as Error).message}`);
        }
      }
    }),
  );
}
