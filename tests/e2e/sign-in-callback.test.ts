// The browser sign-in (next-auth's credentials callback) as the built app serves it, with the CSRF token
// dance next-auth asks for, so that every request reaches the callback code: a callback address that is
// not one of the app's own paths never crashes it (issue 39.10), and a burst of attempts gets no more
// password checks than the sign-in limit (issue 39.3).
import { expect, test } from '@playwright/test';
import { THROTTLE } from '@/server/auth/throttle';
import { type AppServer, startApp } from '../support/app-server';
import { DEMO_PASSWORD } from '../support/browser';
import { e2eDatabaseUrl } from '../support/e2e-env';

let app: AppServer;

test.beforeAll(async () => {
  // An instance of its own whose loopback address is trusted, so that this file's failures leave the
  // suite's address alone (the per-account limit still counts).
  app = await startApp({ DATABASE_URL: e2eDatabaseUrl(), SIGNIN_TRUSTED_NETWORKS: '127.0.0.0/8,::1/128' });
});

test.afterAll(() => app?.stop());

/** The cookies a response sets, as a Cookie header's `name=value` pairs. */
const cookiesOf = (res: Response) => res.headers.getSetCookie().map((c) => c.split(';')[0]);

/** GET /api/auth/csrf: the token and the cookie that must come back with it. */
async function csrf(): Promise<{ csrfToken: string; cookies: string[] }> {
  const res = await fetch(`${app.baseURL}/api/auth/csrf`);
  expect(res.status).toBe(200);
  return { csrfToken: (await res.json()).csrfToken, cookies: cookiesOf(res) };
}

interface Attempt {
  email?: string;
  password?: string;
  /** In the form body, as the sign-in page would send it. */
  callbackUrl?: string;
  /** Appended to the callback's path as is, e.g. `?callbackUrl=...`. */
  query?: string;
  /** A Cookie header pair of its own, e.g. next-auth's callback-url cookie. */
  cookie?: string;
}

/** POST /api/auth/callback/credentials after the CSRF dance; `json=true` as next-auth's client sends it. */
async function attempt({ email = 'admin@example.com', password = DEMO_PASSWORD, callbackUrl, query = '', cookie }: Attempt) {
  const { csrfToken, cookies } = await csrf();
  const form = new URLSearchParams({ csrfToken, email, password, json: 'true' });
  if (callbackUrl !== undefined) form.set('callbackUrl', callbackUrl);
  const res = await fetch(`${app.baseURL}/api/auth/callback/credentials${query}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: [...cookies, ...(cookie ? [cookie] : [])].join('; ') },
    body: form,
  });
  const text = await res.text();
  const url: string | undefined = res.headers.get('content-type')?.includes('json') ? JSON.parse(text).url : undefined;
  return { status: res.status, url, location: res.headers.get('location'), cookies: cookiesOf(res), text };
}

const BAD_ADDRESSES = [
  'http://localhost:3000.evil.example/',
  'http://[::1',
  '%00',
  '\u0000',
  '/x\u0000y',
  'evil',
  'https://evil.example/x',
  '//evil.example/x',
  '/\\evil.example',
];

test.describe('the sign-in callback address', () => {
  for (const bad of BAD_ADDRESSES)
    test(`${JSON.stringify(bad)} in the form: signs in and sends the browser to a page of the app, never a 500`, async () => {
      const res = await attempt({ callbackUrl: bad });
      expect(res.status, res.text).toBe(200);
      expect(res.url && new URL(res.url).origin).toBe(app.baseURL);
      expect(res.cookies.some((c) => c.startsWith('next-auth.session-token='))).toBe(true);
    });

  for (const bad of BAD_ADDRESSES)
    test(`${JSON.stringify(bad)} in the query or the callback-url cookie: never a 500`, async () => {
      for (const where of [
        { query: `?callbackUrl=${encodeURIComponent(bad)}` },
        { cookie: `next-auth.callback-url=${encodeURIComponent(bad)}` },
      ]) {
        const res = await attempt(where);
        expect(res.status, `${JSON.stringify(where)}: ${res.text}`).toBeLessThan(500);
        const target = res.url ?? res.location;
        if (target) expect(new URL(target, app.baseURL).origin).toBe(app.baseURL);
      }
    });

  test('keeps a path of the app, and a wrong password is the usual refusal', async () => {
    const kept = await attempt({ callbackUrl: '/flight/airport?x=1' });
    expect(kept.url).toBe(`${app.baseURL}/flight/airport?x=1`);
    const wrong = await attempt({ password: 'wrong-password', callbackUrl: 'http://[::1' });
    expect(wrong.status).toBe(401);
    expect(new URL(wrong.url ?? '').searchParams.get('error')).toBe('CredentialsSignin');
  });
});

test.describe('a burst of browser sign-ins', () => {
  test('gets only the limit of password checks: 40 wrong passwords at once, 5 refused as wrong, 35 as throttled', async () => {
    const email = 'burst.browser@example.com';
    const answers = await Promise.all(Array.from({ length: 40 }, () => attempt({ email, password: 'wrong-password' })));
    const errors = answers.map((a) => new URL(a.url ?? '', app.baseURL).searchParams.get('error'));
    expect(errors.filter((e) => e === 'CredentialsSignin')).toHaveLength(THROTTLE.maxPerAccountAndAddress);
    expect(errors.filter((e) => e === 'throttled')).toHaveLength(40 - THROTTLE.maxPerAccountAndAddress);
  });
});
