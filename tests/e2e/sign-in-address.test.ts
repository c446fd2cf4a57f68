// Through the app's real server (scripts/serve.mjs): the address the sign-in limits count is the socket's,
// so a client rotating its own X-Forwarded-For header still runs into the limit of its account and address.
import { expect, test } from '@playwright/test';
import { THROTTLE } from '@/server/auth/throttle';
import { baseURL } from '../support/browser';

const signIn = (email: string, password: string, forged: string) =>
  fetch(`${baseURL()}/api/login-admin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forged },
    body: JSON.stringify({ email, password }),
  });

test.describe('the sign-in limits behind the app server', () => {
  test('ignore a client-written X-Forwarded-For: rotating it does not reset the count', async () => {
    const email = 'rotating.probe@example.com';
    for (let i = 0; i < THROTTLE.maxPerAccountAndAddress; i++) {
      expect((await signIn(email, 'wrong', `203.0.113.${i + 1}`)).status).toBe(401);
    }
    const blocked = await signIn(email, 'wrong', '203.0.113.200');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
