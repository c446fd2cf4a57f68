// Sign-in limits (issue 17): per account and address, per address across accounts, trusted networks,
// the client address taken from the hops the app's server and trusted proxies wrote, and counters shared
// by every app instance.
import { afterEach, describe, expect, inject, it } from 'vitest';
import { loginAdmin } from '@/server/api/session';
import { adminUserCollection as adminUsers } from '@/server/api/users';
import { createSignInLimits, reserveAttempt, settleAttempt, THROTTLE } from '@/server/auth/throttle';
import { clientIp } from '@/server/http/client-ip';
import { call, DEMO_PASSWORD, tokenFor } from '../support/api-client';

/** The app's server appends the socket's address as the last hop (scripts/serve.mjs). */
const from = (...hops: string[]) => ({ 'x-forwarded-for': hops.join(', ') });
const signIn = (email: string, password: string, headers: Record<string, string>) =>
  call(loginAdmin, { body: { email, password }, headers });

/** A staff account of its own per test, so that no other test finds a demo account blocked. */
async function probeUser(label: string): Promise<string> {
  const email = `throttle.${label}@example.com`;
  const created = await call(adminUsers.POST, {
    token: await tokenFor('admin'),
    body: { name: `Throttle ${label}`, email, password: DEMO_PASSWORD, role: 'airline_ppc', unit: 'airline' },
  });
  expect(created.status).toBe(201);
  return email;
}

afterEach(() => {
  delete process.env.SIGNIN_TRUSTED_NETWORKS;
  delete process.env.TRUSTED_PROXIES;
});

describe('failures of one account from one address', () => {
  it('block that pair with 429 and Retry-After, right password included; the account still signs in from another address', async () => {
    const email = await probeUser('pair');
    for (let i = 0; i < THROTTLE.maxPerAccountAndAddress; i++) {
      expect((await signIn(email, 'wrong-password', from('198.51.100.10'))).status).toBe(401);
    }
    const blocked = await signIn(email, DEMO_PASSWORD, from('198.51.100.10'));
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(60);
    expect(blocked.json.error.message).toMatch(/^Too many failed sign-ins\. Try again in \d+ minute\(s\)\.$/);
    expect((await signIn(email, DEMO_PASSWORD, from('198.51.100.11'))).status).toBe(200);
    // Other people behind the same address are not affected.
    expect((await signIn('airline_training@example.com', DEMO_PASSWORD, from('198.51.100.10'))).status).toBe(200);
  });

  it('are forgiven by a success before the limit', async () => {
    const email = await probeUser('forgiven');
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < THROTTLE.maxPerAccountAndAddress - 1; i++) {
        expect((await signIn(email, 'wrong-password', from('198.51.100.20'))).status).toBe(401);
      }
      expect((await signIn(email, DEMO_PASSWORD, from('198.51.100.20'))).status).toBe(200);
    }
  });
});

describe('failures from one address across many accounts (credential stuffing)', () => {
  it('block that address for every account', async () => {
    for (let i = 0; i < THROTTLE.maxPerAddress; i++) await signIn(`ghost${i}@example.com`, 'x', from('203.0.113.50'));
    const blocked = await signIn('hrd@example.com', DEMO_PASSWORD, from('203.0.113.50'));
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await signIn('hrd@example.com', DEMO_PASSWORD, from('203.0.113.51'))).status).toBe(200);
  });

  it('do not block an address of a trusted network (SIGNIN_TRUSTED_NETWORKS), where only the pairs count', async () => {
    process.env.SIGNIN_TRUSTED_NETWORKS = '203.0.113.96/28, 2001:db8::/32';
    for (let i = 0; i < THROTTLE.maxPerAddress + 2; i++) await signIn(`office${i}@example.com`, 'x', from('203.0.113.100'));
    expect((await signIn('hrd@example.com', DEMO_PASSWORD, from('203.0.113.100'))).status).toBe(200);
    const email = await probeUser('office');
    for (let i = 0; i < THROTTLE.maxPerAccountAndAddress; i++) await signIn(email, 'wrong', from('203.0.113.100'));
    expect((await signIn(email, DEMO_PASSWORD, from('203.0.113.100'))).status).toBe(429);
  });
});

describe('a burst of parallel attempts', () => {
  /** Sends them all at once; the answers in the order sent. */
  const burst = (attempts: { email: string; password: string }[], address: string) =>
    Promise.all(attempts.map(({ email, password }) => signIn(email, password, from(address))));
  /** How many had their password checked (200 or 401), and how many were refused (429, with Retry-After). */
  const judged = (answers: { status: number }[]) => answers.filter((a) => a.status === 200 || a.status === 401).length;
  const refused = (answers: { status: number; headers: Headers }[]) => {
    const tooMany = answers.filter((a) => a.status === 429);
    for (const a of tooMany) expect(Number(a.headers.get('retry-after'))).toBeGreaterThan(60);
    return tooMany.length;
  };

  it('of one account from one address gets only the limit checked: 40 wrong passwords, 5 answers 401, 35 × 429', async () => {
    const email = await probeUser('burst');
    const answers = await burst(
      Array.from({ length: 40 }, () => ({ email, password: 'wrong-password' })),
      '198.51.100.40',
    );
    expect(judged(answers)).toBe(THROTTLE.maxPerAccountAndAddress);
    expect(refused(answers)).toBe(40 - THROTTLE.maxPerAccountAndAddress);
    // The pair stays blocked after the burst, the right password included.
    expect((await signIn(email, DEMO_PASSWORD, from('198.51.100.40'))).status).toBe(429);
  });

  it('does not get the right password hidden among 39 wrong ones checked past the limit', async () => {
    const email = await probeUser('hidden');
    const attempts = Array.from({ length: 40 }, (_, i) => ({ email, password: i === 20 ? DEMO_PASSWORD : 'wrong-password' }));
    const answers = await burst(attempts, '198.51.100.41');
    expect(judged(answers)).toBe(THROTTLE.maxPerAccountAndAddress);
    expect(answers[20].status).toBe(429);
    expect(answers.some((a) => a.status === 200)).toBe(false);
  });

  it('across accounts from one address gets only the address limit checked: 80 attempts, 30 judged', async () => {
    const attempts = Array.from({ length: 80 }, (_, i) => ({ email: `burst.ghost${i}@example.com`, password: 'x-wrong-x' }));
    const answers = await burst(attempts, '203.0.113.60');
    expect(judged(answers)).toBe(THROTTLE.maxPerAddress);
    expect(refused(answers)).toBe(80 - THROTTLE.maxPerAddress);
  });

  it('refused by its pair does not use up its address: the address still signs in other accounts', async () => {
    const email = await probeUser('pair-only');
    await burst(
      Array.from({ length: 40 }, () => ({ email, password: 'wrong-password' })),
      '198.51.100.42',
    );
    expect((await signIn('hrd@example.com', DEMO_PASSWORD, from('198.51.100.42'))).status).toBe(200);
    // The burst's 5 failures count against the address; the success gave its point back.
    const rest = await burst(
      Array.from({ length: THROTTLE.maxPerAddress }, (_, i) => ({ email: `pair-only.ghost${i}@example.com`, password: 'x' })),
      '198.51.100.42',
    );
    expect(judged(rest)).toBe(THROTTLE.maxPerAddress - THROTTLE.maxPerAccountAndAddress);
  });
});

describe('the client address', () => {
  it('is the last hop (the socket) unless proxies are trusted: a client-written X-Forwarded-For changes nothing', async () => {
    expect(clientIp(new Headers(from('1.2.3.4', '198.51.100.7')))).toBe('198.51.100.7');
    expect(clientIp(new Headers(from('::ffff:198.51.100.7')))).toBe('198.51.100.7');
    expect(clientIp(new Headers())).toBe('local');
    const email = await probeUser('rotating');
    for (let i = 0; i < THROTTLE.maxPerAccountAndAddress; i++) {
      expect((await signIn(email, 'wrong', from(`10.0.${i}.1`, '198.51.100.30'))).status).toBe(401);
    }
    expect((await signIn(email, DEMO_PASSWORD, from('10.99.99.1', '198.51.100.30'))).status).toBe(429);
  });

  it('walks back through TRUSTED_PROXIES only', () => {
    const proxies = '10.0.0.0/8, 172.16.0.1';
    // client -> proxy 172.16.0.1 -> proxy 10.0.0.5 -> app
    expect(clientIp(new Headers(from('203.0.113.9', '172.16.0.1', '10.0.0.5')), proxies)).toBe('203.0.113.9');
    // A client that writes its own hops in front: the first hop not a trusted proxy is still the real one.
    expect(clientIp(new Headers(from('6.6.6.6', '203.0.113.9', '172.16.0.1', '10.0.0.5')), proxies)).toBe('203.0.113.9');
    // Not through a trusted proxy: the socket's address.
    expect(clientIp(new Headers(from('203.0.113.9', '198.51.100.1')), proxies)).toBe('198.51.100.1');
  });
});

describe('across app instances', () => {
  it('counts in PostgreSQL: failures seen by one instance block the pair on another', async () => {
    const one = createSignInLimits(inject('databaseUrl'));
    const two = createSignInLimits(inject('databaseUrl'));
    for (let i = 0; i < THROTTLE.maxPerAccountAndAddress; i++) {
      await reserveAttempt('instances@example.com', '192.0.2.77', one);
      await settleAttempt('instances@example.com', '192.0.2.77', false, one);
    }
    await expect(reserveAttempt('instances@example.com', '192.0.2.77', two)).rejects.toMatchObject({ status: 429 });
    await expect(reserveAttempt('instances@example.com', '192.0.2.78', two)).resolves.toBeUndefined();
  });
});
