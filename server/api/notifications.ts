// Notifications (issue 16): the caller's bell and their browsers' web-push subscriptions. Every signed-in
// user has their own; nobody reads or changes another's.
import { affectedAnswer, idAnswer } from '@/lib/schemas/answers';
import { notificationList, notificationsRead, pushKeyAnswer, pushSubscribe, pushUnsubscribe } from '@/lib/schemas/notifications';
import { operations } from '@/server/http/operations';
import { listNotifications, markRead } from '@/server/notify/inbox';
import { subscribe, unsubscribe } from '@/server/notify/subscriptions';
import { vapidKeys } from '@/server/notify/vapid';

const api = operations({ tag: 'Notifications', auth: 'session' });

export const notificationCollection = {
  GET: api.list(
    '/api/notifications',
    "The caller's newest 50 notifications, newest first, and how many of all theirs are unread: { unread, data }",
    { response: notificationList },
    ({ db, user }) => listNotifications(db, user),
  ),
};

export const notificationRead = {
  POST: api.op('POST')(
    '/api/notifications/read',
    "Mark the caller's notifications read: { ids } or { all: true }; ids of other people's are left alone. Answers { affected }",
    { body: notificationsRead, response: affectedAnswer },
    ({ db, user, body }) => markRead(db, user, body.ids),
  ),
};

export const pushKey = {
  GET: api.list(
    '/api/push/key',
    "The app's public VAPID key (base64url), for the browser's pushManager.subscribe: { public_key }",
    { response: pushKeyAnswer },
    async () => ({ public_key: (await vapidKeys()).publicKey }),
  ),
};

export const pushSubscription = {
  POST: api.op('POST')(
    '/api/push/subscribe',
    'Subscribe this browser to web push: the PushSubscription JSON { endpoint (https, on a host with only public addresses unless PUSH_ALLOWED_HOSTS names it; 400 otherwise), expirationTime, keys: { p256dh, auth } }. Again with the same endpoint updates it (and moves it to the caller). Answers { id }',
    { body: pushSubscribe, response: idAnswer },
    ({ db, user, body, req }) => subscribe(db, user, body, req.headers.get('user-agent')),
  ),
  DELETE: api.op('DELETE')(
    '/api/push/subscribe',
    "Unsubscribe a browser of the caller's: { endpoint }; another person's endpoint is left alone ({ affected: 0 })",
    { body: pushUnsubscribe, response: affectedAnswer },
    ({ db, user, body }) => unsubscribe(db, user, body.endpoint),
  ),
};
