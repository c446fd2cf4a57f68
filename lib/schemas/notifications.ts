// Notifications (the bell) and web-push subscriptions: what the API answers and what a client may send.
// Client-safe.
import { z } from 'zod';
import { instantText } from './answers';
import { id } from './fields';

export const notificationRow = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  created_at: instantText,
  read_at: instantText.nullable(),
});
export type NotificationRow = z.infer<typeof notificationRow>;

/** How many of the newest notifications the bell shows. */
export const NOTIFICATION_LIST_LIMIT = 50;

export const notificationList = z.object({ unread: z.number().int(), data: z.array(notificationRow) });
export type NotificationList = z.infer<typeof notificationList>;

/** POST /api/notifications/read: { ids } (these) or { all: true } (every unread one); only the caller's own. */
export const notificationsRead = z
  .strictObject({
    ids: z.array(id('a notification')).min(1, { error: 'Please choose a notification' }).max(200).optional(),
    all: z.literal(true, { error: 'all must be true' }).optional(),
  })
  .refine((b) => (b.ids === undefined) !== (b.all === undefined), {
    error: 'Please send the notifications to mark read (ids) or all: true',
  });

export const affectedRead = z.object({ affected: z.number().int() });

// Browsers give the keys as unpadded base64url: a P-256 public point (65 bytes) and a 16-byte secret.
const base64url = (label: string, chars: number) =>
  z
    .string({ error: `Please input ${label}` })
    .regex(new RegExp(`^[A-Za-z0-9_-]{${chars}}={0,2}$`), { error: `${label} is not a browser's push key` });

const endpoint = z
  .url({ protocol: /^https$/, error: 'The endpoint must be an https URL' })
  .max(2000, { error: 'The endpoint may have at most 2000 characters' });

/** POST /api/push/subscribe: the browser's PushSubscription as JSON. */
export const pushSubscribe = z.strictObject({
  endpoint,
  expirationTime: z.number().nullish(),
  keys: z.strictObject({ p256dh: base64url('keys.p256dh', 87), auth: base64url('keys.auth', 22) }),
});
export type PushSubscribe = z.infer<typeof pushSubscribe>;

/** DELETE /api/push/subscribe. */
export const pushUnsubscribe = z.strictObject({ endpoint });

export const pushKeyAnswer = z.object({ public_key: z.string() });
