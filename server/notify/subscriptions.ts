// A person's browsers subscribed to web push. An endpoint is one browser profile: subscribing it again
// (another person signed in there now) moves it to the caller; only its owner may remove it. The server
// will connect to the endpoint, so it must be a public push service (push-endpoint.ts).
import type { PushSubscribe } from '@/lib/schemas/notifications';
import type { CurrentUser } from '@/server/auth/user';
import type { Db } from '@/server/db';
import { badRequest } from '@/server/http/errors';
import { pushEndpointRefusal } from './push-endpoint';

export async function subscribe(db: Db, user: CurrentUser, body: PushSubscribe, userAgent: string | null) {
  const refusal = await pushEndpointRefusal(body.endpoint);
  if (refusal) throw badRequest(refusal, { endpoint: refusal });
  const data = { user_id: user.id, p256dh: body.keys.p256dh, auth: body.keys.auth, user_agent: userAgent?.slice(0, 500) ?? null };
  const row = await db.pushSubscription.upsert({
    where: { endpoint: body.endpoint },
    create: { endpoint: body.endpoint, ...data },
    update: data,
    select: { id: true },
  });
  return row;
}

export async function unsubscribe(db: Db, user: CurrentUser, endpoint: string) {
  const { count } = await db.pushSubscription.deleteMany({ where: { endpoint, user_id: user.id } });
  return { affected: count };
}
