// Web push may not make the server connect where a user says (issue 39, blind SSRF): an endpoint on a
// loopback, private or literal address, or a name resolving to one, is refused when subscribing and never
// contacted at send time (a row stored before the check, or a name that resolves elsewhere by then).
// PUSH_ALLOWED_HOSTS lets a named push service through.
import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscription } from '@/server/api/notifications';
import { db } from '@/server/db';
import { notify } from '@/server/notify/notify';
import { call, tokenFor } from '../support/api-client';

function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

/** Whatever would be reached on this machine: counts every TCP connection, on IPv4 and IPv6 loopback. */
let probe: Server;
let port: number;
let connections = 0;

beforeAll(async () => {
  probe = createServer((_req, res) => res.end());
  probe.on('connection', () => connections++);
  await new Promise<void>((resolve) => probe.listen(0, '::', resolve));
  port = (probe.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => probe.close(() => resolve())));

const localEndpoints = () =>
  [
    `https://127.0.0.1:${port}`,
    `https://localhost:${port}`,
    `https://localhost.:${port}`,
    `https://[::1]:${port}`,
    `https://2130706433:${port}`,
    `https://127.1:${port}`,
    `https://0x7f000001:${port}`,
    `https://[::ffff:127.0.0.1]:${port}`,
    'https://10.1.2.3',
    'https://192.168.0.1',
    'https://169.254.169.254',
    'https://[fd00::1]',
    'https://[fe80::1]',
    'https://0.0.0.0',
  ].map((origin) => `${origin}/push/${randomBytes(6).toString('base64url')}`);

const hrdId = async () => (await db.user.findUniqueOrThrow({ where: { email: 'hrd@example.com' }, select: { id: true } })).id;

describe('push endpoints on the local network (issue 39)', () => {
  it('POST /api/push/subscribe refuses them with 400, stores nothing and connects nowhere', async () => {
    const token = await tokenFor('hrd');
    const before = await db.pushSubscription.count();
    connections = 0;
    for (const endpoint of [...localEndpoints(), 'https://no-such-host.invalid/push/x']) {
      const res = await call(pushSubscription.POST, { token, body: { endpoint, keys: browserKeys() } });
      expect(res.status, endpoint).toBe(400);
      expect(res.json.error.fields.endpoint, endpoint).toMatch(/endpoint/);
    }
    expect(await db.pushSubscription.count()).toBe(before);
    expect(connections).toBe(0);
  });

  it('a notification never contacts a stored local endpoint (checked again at each connection)', async () => {
    const user = await hrdId();
    const endpoints = localEndpoints();
    await db.pushSubscription.createMany({ data: endpoints.map((endpoint) => ({ user_id: user, endpoint, ...browserKeys() })) });
    connections = 0;
    await expect(notify([user], { kind: 'test', title: 'SSRF?', body: '', link: null })).resolves.toBeUndefined();
    expect(connections).toBe(0);
    await db.pushSubscription.deleteMany({ where: { endpoint: { in: endpoints } } });
  });

  it('PUSH_ALLOWED_HOSTS lets a named host:port through, and only that one', async () => {
    const token = await tokenFor('hrd');
    const endpoint = `https://127.0.0.1:${port}/push/allowed`;
    const saved = process.env.PUSH_ALLOWED_HOSTS;
    process.env.PUSH_ALLOWED_HOSTS = `push.internal.example, 127.0.0.1:${port}`;
    try {
      expect((await call(pushSubscription.POST, { token, body: { endpoint, keys: browserKeys() } })).status).toBe(200);
      const other = `https://127.0.0.1:${port + 1}/push/other`;
      expect((await call(pushSubscription.POST, { token, body: { endpoint: other, keys: browserKeys() } })).status).toBe(400);
    } finally {
      process.env.PUSH_ALLOWED_HOSTS = saved;
      await db.pushSubscription.deleteMany({ where: { endpoint } });
    }
  });
});
