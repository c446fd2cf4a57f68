// The built-in Pusher-protocol server (realtime-server/) with the real clients: pusher-js subscribes,
// the pusher SDK publishes.
import type PusherJs from 'pusher-js';
import type { PresenceChannel } from 'pusher-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type App,
  client,
  connected,
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

describe('refusals and presence', () => {
  it('leaves out the socket_id given to the SDK', async () => {
    const [a, b] = [open('1'), open('2')];
    const [subA, subB] = await Promise.all([subscribe(a, 'private-shared'), subscribe(b, 'private-shared')]);
    const received: string[] = [];
    subA.channel.bind('changed', () => received.push('a'));
    const toB = next(subB.channel, 'changed');
    await sdk(app, server.port).trigger('private-shared', 'changed', {}, { socket_id: await connected(a) });
    await toB;
    await new Promise((r) => setTimeout(r, 100));
    expect(received).toEqual([]);
  });

  it("refuses another user's private channel: the auth endpoint answers 403 and pusher-js reports it", async () => {
    const { error } = await subscribe(open('1'), 'private-user-2');
    expect(error).toMatchObject({ type: 'AuthError', status: 403 });
  });

  it('counts presence members by user: member_added once per user, member_removed when their last socket leaves', async () => {
    const first = await subscribe(open('1'), 'presence-flight-9');
    const members = (first.channel as PresenceChannel).members;
    expect(members.count).toBe(1);
    expect(members.me).toEqual({ id: '1', info: { name: 'User 1' } });

    const added = next(first.channel, 'pusher:member_added');
    const second = open('2');
    const joined = await subscribe(second, 'presence-flight-9');
    expect(await added).toEqual({ id: '2', info: { name: 'User 2' } });
    expect((joined.channel as PresenceChannel).members.count).toBe(2);

    // User 2 in a second tab: no new member for anyone.
    const events: string[] = [];
    first.channel.bind('pusher:member_added', (m: { id: string }) => events.push(`added ${m.id}`));
    first.channel.bind('pusher:member_removed', (m: { id: string }) => events.push(`removed ${m.id}`));
    const secondTab = open('2');
    const tab = await subscribe(secondTab, 'presence-flight-9');
    expect((tab.channel as PresenceChannel).members.count).toBe(2);
    expect(
      await sdk(app, server.port)
        .get({ path: '/channels/presence-flight-9/users' })
        .then((r) => r.json()),
    ).toEqual({
      users: [{ id: '1' }, { id: '2' }],
    });

    secondTab.disconnect();
    await new Promise((r) => setTimeout(r, 150));
    expect(events).toEqual([]);
    const removed = next(first.channel, 'pusher:member_removed');
    second.unsubscribe('presence-flight-9');
    expect(await removed).toEqual({ id: '2', info: { name: 'User 2' } });
    expect(members.count).toBe(1);
    expect(events).toEqual(['removed 2']);
  });

  it('refuses client events with error 4301 and keeps the connection', async () => {
    const pusher = open('1');
    const { channel } = await subscribe(pusher, 'private-user-1');
    const error = new Promise<{ data: { code: number } }>((r) => pusher.connection.bind('error', r));
    channel.trigger('client-typing', { x: 1 });
    expect((await error).data.code).toBe(4301);
    expect(pusher.connection.state).toBe('connected');
  });

  it('answers pusher-js pings: with a short activity timeout it stays connected', async () => {
    const pusher = open('1', { activityTimeout: 100, pongTimeout: 300 });
    await connected(pusher);
    const states: string[] = [];
    let pongs = 0;
    pusher.connection.bind('state_change', ({ current }: { current: string }) => states.push(current));
    pusher.connection.bind('message', ({ event }: { event: string }) => {
      if (event === 'pusher:pong') pongs += 1;
    });
    await new Promise((r) => setTimeout(r, 800));
    expect(states).toEqual([]);
    expect(pongs).toBeGreaterThanOrEqual(2);
  });
});

describe('restart', () => {
  it('pusher-js reconnects and resubscribes when the server comes back on the same port', async () => {
    const pusher = open('5');
    const { channel } = await subscribe(pusher, 'private-user-5');
    const before = await connected(pusher);
    const port = server.port;
    const resubscribed = next(channel, 'pusher:subscription_succeeded');
    await server.stop();
    server = await startServer(app, { port });
    await resubscribed;
    expect(pusher.connection.socket_id).not.toBe(before);
    const got = next(channel, 'changed');
    await sdk(app, port).trigger('private-user-5', 'changed', { again: true });
    expect(await got).toEqual({ again: true });
  });
});
