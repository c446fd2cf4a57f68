// Issue 39.9: a write carried by the session cookie must come from the app's own origin (Origin, else
// Referer) and say its JSON is JSON; bearer-token calls are not checked. The app here is
// http://localhost (the in-process requests' URL), and APP_ORIGIN or NEXTAUTH_URL name others.
import { encode } from 'next-auth/jwt';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { customerCreateRoute } from '@/server/api/customers';
import { realtimeAuth } from '@/server/api/realtime';
import { authSecret } from '@/server/auth/secret';
import { call, tokenFor } from '../support/api-client';

let token: string;
let cookie: string;
beforeAll(async () => {
  token = await tokenFor('admin');
  cookie = `next-auth.session-token=${await encode({ token: { sid: token }, secret: authSecret() })}`;
});
afterEach(() => {
  delete process.env.APP_ORIGIN;
});

let n = 0;
const customer = () => {
  n += 1;
  const tag = `${Date.now()}${n}`;
  return { name: `Cross ${tag}`, email: `cross.${tag}@mail.test`, phone: `0812${tag.slice(-8)}`, address: 'Jl. 1', city: 'Makassar' };
};

/** POST /api/user with the cookie and these headers, the body as JSON text under the given type. */
const post = (headers: Record<string, string>, type = 'application/json') =>
  call(customerCreateRoute, { raw: JSON.stringify(customer()), headers: { cookie, 'content-type': type, ...headers } });

describe('a write with the session cookie', () => {
  it('from another origin, or with a foreign Referer and no Origin, is a 403', async () => {
    const foreign: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'http://localhost:3001' },
      { origin: 'null' },
      { referer: 'https://evil.example/page' },
    ];
    for (const headers of foreign) {
      const res = await post(headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(res.json.error.code).toBe('forbidden');
    }
    expect((await post({ origin: 'https://evil.example' }, 'text/plain')).status).toBe(403);
  });

  it('from the app itself (or a configured origin, or no browser at all) passes, JSON only', async () => {
    expect((await post({ origin: 'http://localhost' })).status).toBe(201);
    expect((await post({ referer: 'http://localhost/customers' })).status).toBe(201);
    expect((await post({})).status).toBe(201);
    expect((await post({ origin: 'https://ops.example', 'x-forwarded-host': 'ops.example', 'x-forwarded-proto': 'https' })).status).toBe(
      201,
    );
    process.env.APP_ORIGIN = 'https://a.example, https://ops.example';
    expect((await post({ origin: 'https://ops.example' })).status).toBe(201);
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await post({ origin: 'http://localhost' }, type);
      expect(res.status, type).toBe(415);
      expect(res.json.error.code).toBe('unsupported_media_type');
    }
    expect((await post({ origin: 'http://localhost' }, 'application/json; charset=utf-8')).status).toBe(201);
  });

  it('checks writes that read their own body too (the realtime signing)', async () => {
    const res = await call(realtimeAuth, {
      raw: 'socket_id=1.2&channel_name=private-role-admin',
      headers: { cookie, origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(403);
  });
});

describe('a write with a bearer token', () => {
  it('is not checked for its origin or its type', async () => {
    const res = await call(customerCreateRoute, {
      token,
      raw: JSON.stringify(customer()),
      headers: { origin: 'https://evil.example', 'content-type': 'text/plain', cookie },
    });
    expect(res.status).toBe(201);
  });
});
