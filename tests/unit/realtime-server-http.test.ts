// The built-in Pusher-protocol server's HTTP API: the SDK's signed requests accepted, everything unsigned,
// badly signed, stale, malformed or too large refused with a 4xx, and the channel queries.
import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, newApp, type RealtimeServer, rawSocket, sdk, startServer } from './realtime-server-helpers';

const app: App = newApp();
let server: RealtimeServer;
const base = () => `http://127.0.0.1:${server.port}`;

/** A request signed as the HTTP API reference says, with what a test wants to spoil. */
function signedUrl(
  method: string,
  path: string,
  body = '',
  { secret = app.secret, timestamp = Math.floor(Date.now() / 1000), md5Of = body } = {},
) {
  const params: Record<string, string> = { auth_key: app.key, auth_timestamp: String(timestamp), auth_version: '1.0' };
  if (md5Of) params.body_md5 = createHash('md5').update(md5Of).digest('hex');
  const query = Object.keys(params)
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
  const signature = createHmac('sha256', secret).update(`${method}\n${path}\n${query}`).digest('hex');
  return `${base()}${path}?${query}&auth_signature=${signature}`;
}
const post = (url: string, body: string) => fetch(url, { method: 'POST', body, headers: { 'content-type': 'application/json' } });
const events = `/apps/${app.appId}/events`;
const event = JSON.stringify({ name: 'changed', data: '{}', channels: ['news'] });

beforeAll(async () => {
  server = await startServer(app);
});
afterAll(async () => {
  await server.stop();
});

describe('signatures', () => {
  it('accepts a correctly signed request and the SDK', async () => {
    expect((await post(signedUrl('POST', events, event), event)).status).toBe(200);
    await expect(sdk(app, server.port).trigger('news', 'changed', {})).resolves.toBeTruthy();
  });

  it('refuses a bad signature, another key, a stale timestamp, a body that is not the signed one and no signature (401)', async () => {
    await expect(sdk(app, server.port, 'wrong-secret').trigger('news', 'changed', {})).rejects.toMatchObject({ status: 401 });
    const other = { ...app, key: 'another-key' };
    await expect(sdk(other, server.port).trigger('news', 'changed', {})).rejects.toMatchObject({ status: 401 });
    const statuses = await Promise.all([
      post(signedUrl('POST', events, event, { secret: 'wrong' }), event),
      post(signedUrl('POST', events, event, { timestamp: Math.floor(Date.now() / 1000) - 700 }), event),
      post(signedUrl('POST', events, event, { md5Of: '{"name":"other"}' }), event),
      post(signedUrl('POST', events, event), event.replace('news', 'olds')),
      post(`${base()}${events}`, event),
      post(`${base()}${events}?auth_key=${app.key}&auth_timestamp=1&auth_version=1.0`, event),
    ]).then((all) => all.map((r) => r.status));
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401]);
  });

  it('answers 404 for another app id or path, and the health check on /', async () => {
    expect((await post(signedUrl('POST', '/apps/999/events', event), event)).status).toBe(404);
    expect((await fetch(signedUrl('GET', `/apps/${app.appId}/nothing`))).status).toBe(404);
    const health = await fetch(`${base()}/`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ ok: true });
  });
});

describe('bodies', () => {
  it.each([
    ['not JSON', 'not json'],
    ['no data', JSON.stringify({ name: 'x', channels: ['news'] })],
    ['data that is not a string', JSON.stringify({ name: 'x', data: { a: 1 }, channels: ['news'] })],
    ['no channels', JSON.stringify({ name: 'x', data: '{}' })],
    ['101 channels', JSON.stringify({ name: 'x', data: '{}', channels: Array.from({ length: 101 }, (_, i) => `c${i}`) })],
    ['a bad channel name', JSON.stringify({ name: 'x', data: '{}', channels: ['no spaces'] })],
    ['a bad socket_id', JSON.stringify({ name: 'x', data: '{}', channels: ['news'], socket_id: 'abc' })],
  ])('refuses an event with %s (400)', async (_, body) => {
    expect((await post(signedUrl('POST', events, body), body)).status).toBe(400);
  });

  it('refuses batches that are empty, over 10 events or with a bad event (400)', async () => {
    const path = `/apps/${app.appId}/batch_events`;
    const one = { channel: 'news', name: 'x', data: '{}' };
    for (const batch of [[], Array(11).fill(one), [one, { ...one, channel: undefined }]]) {
      const body = JSON.stringify({ batch });
      expect((await post(signedUrl('POST', path, body), body)).status).toBe(400);
    }
  });

  it('refuses event data over 100 KiB and a body over 1 MiB (413)', async () => {
    const big = JSON.stringify({ name: 'x', data: 'x'.repeat(101 * 1024), channels: ['news'] });
    expect((await post(signedUrl('POST', events, big), big)).status).toBe(413);
    const huge = 'x'.repeat(1024 * 1024 + 1);
    expect((await post(`${base()}${events}`, huge)).status).toBe(413);
  });
});

describe('channel queries', () => {
  it('tells whether a channel is occupied, lists channels and presence users', async () => {
    const socket = await rawSocket(`${server.url}/app/${app.key}?protocol=7`);
    const { socket_id } = JSON.parse((await socket.message('pusher:connection_established')).data);
    const channel = 'presence-flight-4';
    const channelData = JSON.stringify({ user_id: 12, user_info: { name: 'Rina' } });
    const auth = `${app.key}:${createHmac('sha256', app.secret).update(`${socket_id}:${channel}:${channelData}`).digest('hex')}`;
    socket.send({ event: 'pusher:subscribe', data: { channel, auth, channel_data: channelData } });
    const ok = await socket.message('pusher_internal:subscription_succeeded');
    expect(JSON.parse(ok.data)).toEqual({ presence: { ids: ['12'], hash: { '12': { name: 'Rina' } }, count: 1 } });

    const pusher = sdk(app, server.port);
    const json = (r: { json(): Promise<unknown> }) => r.json();
    expect(await pusher.get({ path: `/channels/${channel}`, params: { info: 'user_count,subscription_count' } }).then(json)).toEqual({
      occupied: true,
      subscription_count: 1,
      user_count: 1,
    });
    expect(await pusher.get({ path: '/channels/private-empty' }).then(json)).toEqual({ occupied: false });
    expect(await pusher.get({ path: '/channels', params: { filter_by_prefix: 'presence-', info: 'user_count' } }).then(json)).toEqual({
      channels: { [channel]: { user_count: 1 } },
    });
    expect(await pusher.get({ path: `/channels/${channel}/users` }).then(json)).toEqual({ users: [{ id: '12' }] });
    await expect(pusher.get({ path: '/channels/news/users' })).rejects.toMatchObject({ status: 400 });
    await expect(pusher.get({ path: '/channels/%E0%A4%A' })).rejects.toMatchObject({ status: 400 });
    await expect(pusher.get({ path: '/channels/news', params: { info: 'user_count' } })).rejects.toMatchObject({ status: 400 });
    socket.ws.close();
  });
});
