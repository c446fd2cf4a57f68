// Issue 17.2: the headers of a page, an API answer and a file; the session cookie's flags; and pages that
// run under their nonce policy without a single violation.

import { expect, test } from '@playwright/test';
import pg from 'pg';
import { baseURL, launch, newPage, signIn } from '../support/browser';
import { e2eDatabaseUrl } from '../support/e2e-env';

const head = (path: string, headers: Record<string, string> = {}) => fetch(`${baseURL()}${path}`, { headers, redirect: 'manual' });

function expectCommon(res: Response) {
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('permissions-policy')).toContain('camera=()');
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  expect(res.headers.get('strict-transport-security')).toBeNull();
}

async function anUploadId(): Promise<string> {
  const c = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await c.connect();
  try {
    return (await c.query<{ id: string }>('SELECT id FROM uploads ORDER BY created_at LIMIT 1')).rows[0].id;
  } finally {
    await c.end();
  }
}

test.describe('security headers', () => {
  test('a page: a policy with a fresh nonce per request, frame-ancestors none, and the common headers', async () => {
    const [one, two] = [await head('/auth'), await head('/auth')];
    const policy = one.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain('unsafe-eval');
    // The built-in realtime server (no PUSHER_* set): its socket origin on a port of its own.
    expect(policy).toMatch(/connect-src 'self' ws:\/\/localhost:\d+ wss:\/\/localhost:\d+;/);
    expect(two.headers.get('content-security-policy')).not.toBe(policy);
    expectCommon(one);
    // Next puts the request's nonce on its own scripts.
    const nonce = policy.match(/'nonce-([^']+)'/)?.[1];
    expect(await one.text()).toContain(`nonce="${nonce}"`);
  });

  test('an API answer: nothing may run or frame it', async () => {
    const res = await head('/api/health');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expectCommon(res);
  });

  test('a file: an upload and a static reference file carry nosniff and may not be framed', async () => {
    const browser = await launch();
    try {
      const { page, context } = await newPage(browser);
      await signIn(page, 'admin');
      const file = await page.request.get(`/api/upload/${await anUploadId()}`);
      expect(file.status()).toBe(200);
      expect(file.headers()['x-content-type-options']).toBe('nosniff');
      expect(file.headers()['content-security-policy']).toBe("frame-ancestors 'none'");
      await context.close();
    } finally {
      await browser.close();
    }
    expectCommon(await head('/indoavis.json'));
  });

  test('HSTS only when the request came over HTTPS', async () => {
    const res = await head('/auth', { 'x-forwarded-proto': 'https' });
    expect(res.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
    expect(res.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
  });
});

test.describe('in the browser', () => {
  let browser: Awaited<ReturnType<typeof launch>>;
  test.beforeAll(async () => {
    browser = await launch();
  });
  test.afterAll(async () => {
    await browser.close();
  });

  test('the session cookie is HttpOnly and SameSite=Lax (Secure only over HTTPS), and screens run without a policy violation', async () => {
    const { page, context } = await newPage(browser);
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
    });
    // The shell opens the realtime socket, which the policy allows.
    const established = new Promise<string>((resolve) => {
      page.on('websocket', (ws) => {
        if (!/\/app\//.test(ws.url())) return;
        ws.on('framereceived', ({ payload }) => {
          if (String(payload).includes('pusher:connection_established')) resolve(ws.url());
        });
      });
    });
    await signIn(page, 'manager');
    expect(await established).toMatch(/^ws:\/\/localhost:\d+\/app\/[0-9a-f]+\?protocol=7/);
    const session = (await context.cookies()).find((c) => c.name.endsWith('next-auth.session-token'));
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: false });
    // The pages a full load may open (spec 6's first-load rule).
    for (const path of ['/', '/flight/airport', '/purchase', '/purchase/new']) {
      await page.goto(path);
      await page.getByTestId('app-shell').waitFor();
      await page.waitForLoadState('networkidle');
    }
    expect(violations).toEqual([]);
    await context.close();
  });
});
