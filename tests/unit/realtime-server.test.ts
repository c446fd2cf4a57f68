// The built-in Pusher-protocol server (realtime-server/) with the real clients: pusher-js subscribes,
// the pusher SDK publishes.
import type PusherJs from 'pusher-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type App,
  client,
  newApp,
  next,
  type RealtimeServer,
  sdk,
  startAuthEndpoint,
  startServer,
  subscribe,
} from './realtime-server-helpers';

const app: App = newApp();
let server: RealtimeServer;
let auth: Awaited<ReturnType<typeof startAuthEndpoint>>;
const clients: PusherJs[] = [];
const open = (user: string, options?: Record<string, unknown>) => {
  const c = client(app, server.port, auth.url, user, options);
  clients.push(c);
  return c;
};

beforeAll(async () => {
  server = await startServer(app);
  auth = await startAuthEndpoint(app, () => server.port);
});
afterEach(() => {
  for (const c of clients.splice(0)) c.disconnect();
});
afterAll(async () => {
  await server.stop();
  await auth.close();
});

describe('subscriptions and events', () => {
  it('delivers events triggered through the SDK to public and private channels', async () => {
    const pusher = open('7');
    const [pub, priv] = await Promise.all([subscribe(pusher, 'news'), subscribe(pusher, 'private-user-7')]);
    expect(pub.error).toBeUndefined();
    expect(priv.error).toBeUndefined();
    const got = Promise.all([next(pub.channel, 'changed'), next(priv.channel, 'changed')]);
    await sdk(app, server.port).trigger(['news', 'private-user-7'], 'changed', { paths: ['/api/x'] });
    expect(await got).toEqual([{ paths: ['/api/x'] }, { paths: ['/api/x'] }]);

    const batch = Promise.all([next(pub.channel, 'a'), next(priv.channel, 'b')]);
    await sdk(app, server.port).triggerBatch([
      { channel: 'news', name: 'a', data: { n: 1 } },
      { channel: 'private-user-7', name: 'b', data: 'plain text' },
    ]);
    expect(await batch).toEqual([{ n: 1 }, 'plain text']);
  });
});
