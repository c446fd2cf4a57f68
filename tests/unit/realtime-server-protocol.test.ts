// The built-in Pusher-protocol server over a raw WebSocket: the handshake and its refusals, ping/pong,
// idle clients, and what pusher-js would never send (forged signatures, encrypted channels, unknown events).
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { type App, newApp, type RealtimeServer, rawSocket, sdk, startServer } from './realtime-server-helpers';

const app: App = newApp();
let server: RealtimeServer;
const sign = (text: string, secret = app.secret) => `${app.key}:${createHmac('sha256', secret).update(text).digest('hex')}`;

async function connect(url = server.url) {
  const socket = await rawSocket(`${url}/app/${app.key}?protocol=7&client=js&version=8.6.0`);
  const established = await socket.message('pusher:connection_established');
  return { ...socket, socketId: JSON.parse(established.data).socket_id as string, established };
}

beforeAll(async () => {
  server = await startServer(app);
});
afterAll(async () => {
  await server.stop();
});

describe('handshake', () => {
  it('sends connection_established with the socket id and activity timeout as a JSON string', async () => {
    const { established, socketId, ws } = await connect();
    expect(typeof established.data).toBe('string');
    expect(socketId).toMatch(/^\d+\.\d+$/);
    expect(JSON.parse(established.data).activity_timeout).toBeGreaterThan(0);
    ws.close();
  });

  it.each([
    ['an unknown app key', '/app/not-the-key?protocol=7', 4001],
    ['a badly escaped key', '/app/%E0%A4%A?protocol=7', 4001],
    ['protocol 6', '/app/KEY?protocol=6', 4007],
    ['no protocol', '/app/KEY?client=js', 4008],
    ['a version that is not a number', '/app/KEY?protocol=seven', 4006],
    ['another path', '/socket?protocol=7', 4005],
  ])('refuses %s with pusher:error and closes with the code', async (_, path, code) => {
    const socket = await rawSocket(`${server.url}${path.replace('KEY', app.key)}`);
    expect((await socket.message('pusher:error')).data.code).toBe(code);
    expect(await socket.closed).toBe(code);
  });

  it('answers pusher:ping with pusher:pong', async () => {
    const socket = await connect();
    socket.send({ event: 'pusher:ping', data: {} });
    await socket.message('pusher:pong');
    socket.ws.close();
  });

  it('pings a silent client after the activity timeout and closes it (4201) when no pong comes', async () => {
    const short = await startServer(app, { activityTimeout: 0.3, pongTimeout: 0.3 });
    onTestFinished(() => short.stop());
    const [silent, alive] = [await connect(short.url), await connect(short.url)];
    alive.ws.on('message', (raw) => {
      if (JSON.parse(raw.toString()).event === 'pusher:ping') alive.send({ event: 'pusher:pong', data: {} });
    });
    await silent.message('pusher:ping');
    expect(await silent.closed).toBe(4201);
    expect(alive.ws.readyState).toBe(alive.ws.OPEN);
    expect(alive.messages.some((m) => m.event === 'pusher:ping')).toBe(true);
    alive.ws.close();
  });
});

describe('subscriptions', () => {
  const error = async (socket: Awaited<ReturnType<typeof connect>>, channel: string) => {
    const m = await socket.message('pusher:subscription_error');
    expect(m.channel).toBe(channel);
    return JSON.parse(m.data);
  };

  it('subscribes with a good signature and refuses a forged one, one for another socket or another key', async () => {
    const socket = await connect();
    const channel = 'private-user-3';
    socket.send({ event: 'pusher:subscribe', data: { channel, auth: `${app.key}:${'0'.repeat(64)}` } });
    expect(await error(socket, channel)).toMatchObject({ type: 'AuthError', status: 401 });
    for (const auth of [
      sign(`1.2:${channel}`),
      sign(`${socket.socketId}:${channel}`, 'another-secret'),
      `other:${sign(`${socket.socketId}:${channel}`).split(':')[1]}`,
      42,
    ]) {
      const from = socket.messages.length;
      socket.send({ event: 'pusher:subscribe', data: { channel, auth } });
      expect(JSON.parse((await socket.message('pusher:subscription_error', from)).data).status).toBe(401);
    }
    socket.send({ event: 'pusher:subscribe', data: { channel, auth: sign(`${socket.socketId}:${channel}`) } });
    const ok = await socket.message('pusher_internal:subscription_succeeded');
    expect(ok.channel).toBe(channel);
    socket.ws.close();
  });

  it('refuses presence channel_data other than what was signed, and channel_data without a user_id', async () => {
    const socket = await connect();
    const channel = 'presence-flight-1';
    const signed = JSON.stringify({ user_id: '1' });
    socket.send({
      event: 'pusher:subscribe',
      data: { channel, auth: sign(`${socket.socketId}:${channel}:${signed}`), channel_data: JSON.stringify({ user_id: '2' }) },
    });
    expect((await error(socket, channel)).status).toBe(401);
    const from = socket.messages.length;
    const noUser = JSON.stringify({ user_info: {} });
    socket.send({
      event: 'pusher:subscribe',
      data: { channel, auth: sign(`${socket.socketId}:${channel}:${noUser}`), channel_data: noUser },
    });
    expect(JSON.parse((await socket.message('pusher:subscription_error', from)).data).status).toBe(400);
    socket.ws.close();
  });

  it('refuses encrypted channels, client events, other pusher events and malformed messages without closing', async () => {
    const socket = await connect();
    const channel = 'private-encrypted-secrets';
    socket.send({ event: 'pusher:subscribe', data: { channel, auth: sign(`${socket.socketId}:${channel}`) } });
    expect((await error(socket, channel)).status).toBe(501);
    const codes: number[] = [];
    for (const message of [
      { event: 'client-typing', channel: 'news', data: {} },
      { event: 'pusher:signin', data: { auth: 'x', user_data: '{}' } },
      'not json',
    ]) {
      const from = socket.messages.length;
      socket.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
      codes.push((await socket.message('pusher:error', from)).data.code);
    }
    expect(codes).toEqual([4301, 4302, 4300]);
    socket.send({ event: 'pusher:ping', data: {} });
    await socket.message('pusher:pong');
    socket.ws.close();
  });

  it('stops delivering after pusher:unsubscribe', async () => {
    const socket = await connect();
    socket.send({ event: 'pusher:subscribe', data: { channel: 'news' } });
    await socket.message('pusher_internal:subscription_succeeded');
    await sdk(app, server.port).trigger('news', 'first', { n: 1 });
    const first = await socket.message('first');
    expect(first).toEqual({ event: 'first', channel: 'news', data: '{"n":1}' });
    socket.send({ event: 'pusher:unsubscribe', data: { channel: 'news' } });
    socket.send({ event: 'pusher:ping', data: {} });
    await socket.message('pusher:pong');
    await sdk(app, server.port).trigger('news', 'second', {});
    socket.send({ event: 'pusher:ping', data: {} });
    await new Promise((r) => setTimeout(r, 100));
    expect(socket.messages.some((m) => m.event === 'second')).toBe(false);
    socket.ws.close();
  });
});
