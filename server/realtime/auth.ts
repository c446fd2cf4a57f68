// Which channels a signed-in person may subscribe to (POST /api/realtime/auth): only their own person,
// role and unit channels, a flight's presence channel when they may open its manifest, and the `changed`
// channels of screens they may read. The signature is the `pusher` SDK's (authorizeChannel).
import { z } from 'zod';
import { can, type Permission } from '@/lib/access/permissions';
import { roleLabel } from '@/lib/access/roles';
import {
  CHANGE_TOPICS,
  CHANNEL_PATTERN,
  type ChangeTopic,
  changesChannel,
  flightPresenceChannel,
  type PresenceInfo,
  roleChannel,
  SOCKET_ID_PATTERN,
  unitChannel,
  userChannel,
} from '@/lib/realtime/channels';
import type { CurrentUser } from '@/server/auth/user';
import type { Db } from '@/server/db';
import { readBodyText } from '@/server/http/body';
import { forbidden, HttpError, notFound, ROLE_FORBIDDEN } from '@/server/http/errors';
import { parseWith } from '@/server/http/validation';
import { pusherClient } from './publish';

/** Who may hear of changes to each screen's rows: the readers of that screen's API. */
const TOPIC_READERS: Record<ChangeTopic, readonly Permission[]> = {
  schedule: ['flight.schedule', 'flight.crew'],
  roster: ['flight.crew', 'flight.schedule'],
  manifest: ['flight.manifest'],
  marine: ['marine.product', 'marine.warehouse', 'marine.transaction'],
  watersports: ['watersports.product', 'watersports.transaction', 'watersports.scrapbook'],
  purchase: ['purchase'],
  careers: ['careers'],
  news: ['web.news'],
};

export const realtimeAuthBody = z.strictObject({
  socket_id: z.string().regex(SOCKET_ID_PATTERN, 'socket_id must look like 1234.5678'),
  channel_name: z.string().max(100).regex(CHANNEL_PATTERN, 'Unknown channel'),
});

export const realtimeAuthAnswer = z.object({ auth: z.string(), channel_data: z.string().optional() });

const MAX_BODY = 2_000;

/** The body as pusher-js sends it (form-encoded) or as JSON. */
export async function readAuthBody(req: Request): Promise<z.output<typeof realtimeAuthBody>> {
  const text = await readBodyText(req, MAX_BODY);
  let raw: unknown;
  if (req.headers.get('content-type')?.toLowerCase().includes('application/json')) {
    try {
      raw = JSON.parse(text);
    } catch {
      throw new HttpError(400, 'validation', 'The request body is not valid JSON');
    }
  } else {
    raw = Object.fromEntries(new URLSearchParams(text));
  }
  return parseWith(realtimeAuthBody, raw ?? {});
}

const topicOf = (channel: string) => CHANGE_TOPICS.find((t) => changesChannel(t) === channel);

/** The presence member data for `channel`, or null for a private channel; throws when the caller may not subscribe. */
async function membership(db: Db, user: CurrentUser, channel: string): Promise<PresenceInfo | null> {
  if (channel === userChannel(user.id) || channel === roleChannel(user.role)) return null;
  if (user.unit && channel === unitChannel(user.unit)) return null;
  const topic = topicOf(channel);
  if (topic) {
    if (!TOPIC_READERS[topic].some((p) => can(user, p))) throw forbidden(ROLE_FORBIDDEN);
    return null;
  }
  const flight = channel.match(/^presence-flight-(\d+)$/);
  if (flight) {
    if (!can(user, 'flight.manifest')) throw forbidden(ROLE_FORBIDDEN);
    const id = Number(flight[1]);
    const found = id <= 2_147_483_647 && (await db.routeSchedule.count({ where: { id } }));
    if (!found || channel !== flightPresenceChannel(id)) throw notFound(`Flight ${flight[1]} not found`);
    return { name: user.name, role: roleLabel(user.role) };
  }
  throw forbidden('You may not subscribe to this channel');
}

export async function authorizeChannel(db: Db, user: CurrentUser, body: z.output<typeof realtimeAuthBody>) {
  const presence = await membership(db, user, body.channel_name);
  const pusher = pusherClient();
  if (!pusher) throw new HttpError(503, 'unavailable', 'No realtime server is configured');
  return presence
    ? pusher.authorizeChannel(body.socket_id, body.channel_name, { user_id: String(user.id), user_info: presence })
    : pusher.authorizeChannel(body.socket_id, body.channel_name);
}
