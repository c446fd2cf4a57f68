// Shared by the realtime-server tests: the built-in server with fresh credentials, the `pusher` SDK that
// publishes to it, a tiny channel-authorization endpoint that signs with the SDK as the app's route does
// (a user may have their own private channel and presence channels), real pusher-js clients, and a raw
// WebSocket for what pusher-js would never send.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Pusher from 'pusher';
import PusherJs, { type Channel } from 'pusher-js';
import WebSocket from 'ws';
import { startRealtimeServer } from '@/realtime-server/server.mjs';

export type RealtimeServer = Awaited<ReturnType<typeof startRealtimeServer>>;
export interface App {
  appId: string;
  key: string;
  secret: string;
}

export const newApp = (): App => ({
  appId: String(randomBytes(3).readUIntBE(0, 3)),
  key: randomBytes(10).toString('hex'),
  secret: randomBytes(16).toString('hex'),
});

export function sdk(app: App, port: number, secret = app.secret): Pusher {
  return new Pusher({ appId: app.appId, key: app.key, secret, host: '127.0.0.1', port: String(port), useTLS: false });
}

/** Signs subscriptions for the user named in the x-user header: 403 for another user's private channel. */
export async function startAuthEndpoint(app: App, port: () => number) {
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      const form = new URLSearchParams(body);
      const socketId = form.get('socket_id') ?? '';
      const channel = form.get('channel_name') ?? '';
      const user = String(req.headers['x-user'] ?? '');
      const signer = sdk(app, port());
      let auth: object | null = null;
      if (channel === `private-user-${user}` || channel === 'private-shared') auth = signer.authorizeChannel(socketId, channel);
      else if (channel.startsWith('presence-')) {
        auth = signer.authorizeChannel(socketId, channel, { user_id: user, user_info: { name: `User ${user}` } });
      }
      res.writeHead(auth ? 200 : 403, { 'content-type': 'application/json' });
      res.end(JSON.stringify(auth ?? { error: 'not your channel' }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/auth`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

export function client(app: App, port: number, authUrl: string, user: string, options: Record<string, unknown> = {}): PusherJs {
  return new PusherJs(app.key, {
    cluster: 'mt1',
    wsHost: '127.0.0.1',
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: { endpoint: authUrl, transport: 'ajax', headers: { 'x-user': user } },
    ...options,
  });
}

export function connected(pusher: PusherJs): Promise<string> {
  return new Promise((resolve) => {
    if (pusher.connection.state === 'connected') return resolve(pusher.connection.socket_id);
    pusher.connection.bind('connected', () => resolve(pusher.connection.socket_id));
  });
}

/** Subscribes and waits for the answer: the channel, or the subscription_error's data. */
export function subscribe(pusher: PusherJs, name: string): Promise<{ channel: Channel; error?: { status?: number; error?: string } }> {
  const channel = pusher.subscribe(name);
  return new Promise((resolve) => {
    channel.bind('pusher:subscription_succeeded', () => resolve({ channel }));
    channel.bind('pusher:subscription_error', (error: { status?: number }) => resolve({ channel, error }));
  });
}

/** The next `event` on the channel. */
export function next<T = unknown>(channel: Channel, event: string): Promise<T> {
  return new Promise((resolve) => {
    const fn = (data: T) => {
      channel.unbind(event, fn);
      resolve(data);
    };
    channel.bind(event, fn);
  });
}

/** A raw WebSocket that records every message and its close code. */
export async function rawSocket(url: string) {
  const ws = new WebSocket(url);
  // biome-ignore lint/suspicious/noExplicitAny: protocol messages of every shape
  const messages: { event: string; channel?: string; data?: any }[] = [];
  const waiters: (() => void)[] = [];
  ws.on('message', (raw) => {
    messages.push(JSON.parse(raw.toString()));
    for (const w of waiters.splice(0)) w();
  });
  const closed = new Promise<number>((r) => ws.on('close', (code) => r(code)));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return {
    ws,
    messages,
    closed,
    send: (message: object) => ws.send(JSON.stringify(message)),
    /** The first message (from `from` on) with `event`, waiting for it. */
    async message(event: string, from = 0) {
      for (;;) {
        const found = messages.slice(from).find((m) => m.event === event);
        if (found) return found;
        await new Promise<void>((r) => waiters.push(r));
      }
    },
  };
}

export async function startServer(app: App, options: { port?: number; activityTimeout?: number; pongTimeout?: number } = {}) {
  return startRealtimeServer({ ...app, ...options });
}
