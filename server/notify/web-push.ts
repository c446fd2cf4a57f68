// Web push to the browsers people subscribed (POST /api/push/subscribe), signed with the app's VAPID keys.
// A push service that no longer knows a subscription (404, 410) has it deleted; anything else is logged.
import http from 'node:http';
import https from 'node:https';
import webPush from 'web-push';
import { db } from '@/server/db';
import { pushConnection } from './push-endpoint';
import { type VapidKeys, vapidKeys } from './vapid';

export interface PushPayload {
  title: string;
  body: string;
  link: string | null;
}

/** How long a push service keeps a message for a browser that is offline (seconds). */
const TTL = 24 * 60 * 60;
const TIMEOUT_MS = 10_000;

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
        const status = await send({ endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } }, body, {
          subject,
          publicKey,
          privateKey,
        });
        if (status === 404 || status === 410) await db.pushSubscription.deleteMany({ where: { id: s.id } });
        else if (status >= 200 && status < 300)
          await db.pushSubscription.updateMany({ where: { id: s.id }, data: { last_used_at: new Date() } });
        else console.warn(`[push] the push service answered ${status} for subscription ${s.id}`);
      } catch (err) {
        console.warn(`[push] could not push to subscription ${s.id}: ${(err as Error).message}`);
      }
    }),
  );
}

/**
 * One push: web-push encrypts the payload (aes128gcm) and signs the VAPID JWT; the request goes out through
 * node:https with the lookup pushConnection gives (public addresses only), or node:http to an allowed host.
 */
function send(subscription: webPush.PushSubscription, payload: string, vapidDetails: VapidKeys): Promise<number> {
  const request = webPush.generateRequestDetails(subscription, payload, { vapidDetails, TTL });
  const url = new URL(request.endpoint);
  const connection = pushConnection(url);
  if (connection instanceof Error) return Promise.reject(connection);
  const transport = url.protocol === 'http:' ? http : https;
  return new Promise((resolve, reject) => {
    const req = transport.request(
      url,
      { method: request.method, headers: request.headers, lookup: connection.lookup, timeout: TIMEOUT_MS },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${TIMEOUT_MS} ms`)));
    req.on('error', reject);
    req.end(request.body);
  });
}
