// Publishing to the realtime server with the `pusher` SDK. A write never fails because the realtime server
// is away: the change is committed, the event is best effort (the screens also reload on focus and paging).
import Pusher from 'pusher';
import { realtimeServerConfig } from './config';

let client: Pusher | null | undefined;

export function pusherClient(): Pusher | null {
  if (client !== undefined) return client;
  const config = realtimeServerConfig();
  client = config
    ? new Pusher({
        appId: config.appId,
        key: config.key,
        secret: config.secret,
        useTLS: config.useTLS,
        cluster: config.cluster,
        ...(config.host ? { host: config.host } : {}),
        ...(config.port ? { port: config.port } : {}),
      })
    : null;
  return client;
}

/** Tests: forget the client, so that a changed environment is read again. */
export function resetPusherClient(): void {
  client = undefined;
}

/**
 * Sends `event` with `data` to `channels` (any number; the SDK sends at most 100 per call); `exceptSocket`
 * (the writer's own connection, from its X-Socket-Id header) does not get it.
 */
export async function publish(channels: readonly string[], event: string, data: unknown, exceptSocket?: string): Promise<void> {
  const pusher = pusherClient();
  if (!pusher || channels.length === 0) return;
  const unique = [...new Set(channels)];
  try {
    for (let i = 0; i < unique.length; i += 100)
      await pusher.trigger(unique.slice(i, i + 100), event, data, exceptSocket ? { socket_id: exceptSocket } : undefined);
  } catch (err) {
    console.warn(`[realtime] could not publish ${event}: ${(err as Error).message}`);
  }
}
