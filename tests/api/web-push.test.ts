// Web push (issue 16): subscribing validates the PushSubscription and keeps endpoints to their owner; a
// notification reaches a local push service encrypted (aes128gcm, decrypted here with the browser's keys)
// with a VAPID JWT signed by the app's key; a push service that answers 410 loses the subscription.
import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushKey, pushSubscription } from '@/server/api/notifications';
import { db } from '@/server/db';
import { notify } from '@/server/notify/notify';
import { call, tokenFor } from '../support/api-client';

const b64url = (b: Buffer) => b.toString('base64url');
const fromB64url = (s: string) => Buffer.from(s, 'base64url');

/** A browser's side of a subscription: its ECDH key pair and auth secret. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) } };
}

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A push service on 127.0.0.1: records each request and answers with the status set for its path. */
let server: Server;
let base: string;
const received: Received[] = [];
const answers = new Map<string, number>();

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = answers.get(req.url ?? '') ?? 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The push services these tests use: push.example.com (which need not resolve here) and the local one.
  process.env.PUSH_ALLOWED_HOSTS = `push.example.com,${new URL(base).host}`;
});
afterAll(async () => {
  delete process.env.PUSH_ALLOWED_HOSTS;
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const userId = async (role: string) =>
  (await db.user.findUniqueOrThrow({ where: { email: `${role}@example.com` }, select: { id: true } })).id;

describe('POST and DELETE /api/push/subscribe', () => {
  it('refuses what is not a browser PushSubscription, and changes nothing', async () => {
    const token = await tokenFor('hrd');
    const { keys } = browserKeys();
    const ok = { endpoint: 'https://push.example.com/send/abc', keys };
    const bad: unknown[] = [
      {},
      { ...ok, endpoint: 'http://push.example.com/send/abc' },
      { ...ok, endpoint: 'not a url' },
      { ...ok, endpoint: `https://push.example.com/${'x'.repeat(2001)}` },
      { endpoint: ok.endpoint },
      { ...ok, keys: { p256dh: keys.p256dh } },
      { ...ok, keys: { ...keys, p256dh: 'short' } },
      { ...ok, keys: { ...keys, auth: 'has spaces in it!!!!!!' } },
      { ...ok, extra: true },
      [],
    ];
    const before = await db.pushSubscription.count();
    for (const body of bad) {
      const res = await call(pushSubscription.POST, { token, body });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect((await call(pushSubscription.DELETE, { token, body: { endpoint: 'nope' } })).status).toBe(400);
    expect((await call(pushSubscription.POST, { body: ok })).status).toBe(401);
    expect(await db.pushSubscription.count()).toBe(before);
  });

  it('subscribes, re-subscribing moves the endpoint to the caller, and only the owner unsubscribes', async () => {
    const [hrd, media] = [await tokenFor('hrd'), await tokenFor('airline_media')];
    const endpoint = `https://push.example.com/send/${b64url(randomBytes(8))}`;
    const first = await call(pushSubscription.POST, {
      token: hrd,
      body: { endpoint, expirationTime: null, keys: browserKeys().keys },
      headers: { 'user-agent': 'Chromium test' },
    });
    expect(first.status).toBe(200);
    expect(await db.pushSubscription.findUnique({ where: { endpoint } })).toMatchObject({
      id: first.json.id,
      user_id: await userId('hrd'),
      user_agent: 'Chromium test',
    });

    const { keys } = browserKeys();
    const moved = await call(pushSubscription.POST, { token: media, body: { endpoint, keys } });
    expect(moved.json.id).toBe(first.json.id);
    expect(await db.pushSubscription.findUnique({ where: { endpoint } })).toMatchObject({
      user_id: await userId('airline_media'),
      p256dh: keys.p256dh,
    });

    // hrd no longer owns it: nothing changes.
    expect((await call(pushSubscription.DELETE, { token: hrd, body: { endpoint } })).json).toEqual({ affected: 0 });
    expect(await db.pushSubscription.count({ where: { endpoint } })).toBe(1);
    expect((await call(pushSubscription.DELETE, { token: media, body: { endpoint } })).json).toEqual({ affected: 1 });
    expect(await db.pushSubscription.count({ where: { endpoint } })).toBe(0);
  });

  it('GET /api/push/key answers the one stored VAPID public key', async () => {
    const token = await tokenFor('hrd');
    const a = await call(pushKey.GET, { token });
    const b = await call(pushKey.GET, { token: await tokenFor('airline_media') });
    expect(a.status).toBe(200);
    expect(a.json.public_key).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(b.json).toEqual(a.json);
    const row = await db.appSetting.findUniqueOrThrow({ where: { key: 'vapid' } });
    expect((row.value as { publicKey: string }).publicKey).toBe(a.json.public_key);
    expect((await call(pushKey.GET)).status).toBe(401);
  });
});

describe('web push end to end against a local push service', () => {
  it('delivers the encrypted JSON payload with a VAPID JWT signed by the app key', async () => {
    const user = await userId('hrd');
    const browser = browserKeys();
    const endpoint = `${base}/push/${b64url(randomBytes(6))}`;
    await db.pushSubscription.create({ data: { user_id: user, endpoint, ...browser.keys } });
    received.length = 0;

    await notify([user], { kind: 'test', title: 'PR approved', body: 'PT Supplies: by Demo Finance', link: '/purchase/7' });

    expect(received).toHaveLength(1);
    const [req] = received;
    expect(req.path).toBe(new URL(endpoint).pathname);
    expect(req.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(req.headers.ttl)).toBeGreaterThan(0);
    const plain = ece.decrypt(req.body, { version: 'aes128gcm', privateKey: browser.ecdh, authSecret: browser.keys.auth });
    expect(JSON.parse(plain.toString('utf8'))).toEqual({ title: 'PR approved', body: 'PT Supplies: by Demo Finance', link: '/purchase/7' });

    // Authorization: vapid t=<JWT>, k=<the app's public key>; the JWT is ES256 over the push service's origin.
    const auth = String(req.headers.authorization);
    const m = /^vapid t=([^,]+), k=(.+)$/.exec(auth);
    expect(m, auth).not.toBeNull();
    const [, jwt, k] = m as RegExpExecArray;
    const { public_key } = (await call(pushKey.GET, { token: await tokenFor('hrd') })).json;
    expect(k).toBe(public_key);
    const [head, claims, signature] = jwt.split('.');
    expect(JSON.parse(fromB64url(head).toString())).toMatchObject({ typ: 'JWT', alg: 'ES256' });
    expect(JSON.parse(fromB64url(claims).toString())).toMatchObject({ aud: base, sub: expect.stringMatching(/^mailto:|^https:/) });
    const point = fromB64url(public_key);
    const key = createPublicKey({
      key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33)) },
      format: 'jwk',
    });
    expect(verify('sha256', Buffer.from(`${head}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, fromB64url(signature))).toBe(true);

    const row = await db.pushSubscription.findUniqueOrThrow({ where: { endpoint } });
    expect(row.last_used_at).not.toBeNull();
    await db.pushSubscription.delete({ where: { endpoint } });
  });

  it('a 410 or 404 from the push service deletes the subscription; a 500 keeps it; the caller never fails', async () => {
    const user = await userId('hrd');
    const paths = { gone: '/push/gone', missing: '/push/missing', broken: '/push/broken' };
    answers.set(paths.gone, 410);
    answers.set(paths.missing, 404);
    answers.set(paths.broken, 500);
    for (const path of Object.values(paths)) {
      await db.pushSubscription.create({ data: { user_id: user, endpoint: `${base}${path}`, ...browserKeys().keys } });
    }
    received.length = 0;
    await expect(notify([user], { kind: 'test', title: 'Gone?', body: '', link: null })).resolves.toBeUndefined();
    expect(received.map((r) => r.path).sort()).toEqual(Object.values(paths).sort());
    const left = await db.pushSubscription.findMany({ where: { user_id: user }, select: { endpoint: true } });
    expect(left.map((s) => s.endpoint)).toEqual([`${base}${paths.broken}`]);
    // The bell still has the notification, whatever the push services said.
    expect(await db.notification.count({ where: { user_id: user, title: 'Gone?' } })).toBe(1);
    await db.pushSubscription.deleteMany({ where: { user_id: user } });
  });
});
