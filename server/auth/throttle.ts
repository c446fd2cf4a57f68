// Sign-in limits (issue 17, after OWASP ASVS V2.2 and Auth0's brute-force protection), counted in
// PostgreSQL by rate-limiter-flexible so that every app instance sees the same counts:
// - failures of one account from one address block that pair (429 with Retry-After); the same account
//   signs in from another address, and a success clears the pair;
// - failures from one address across accounts (credential stuffing) block that address, unless it is in
//   SIGNIN_TRUSTED_NETWORKS (an office's shared address, say).
// Every attempt is also kept in login_attempts as the audit trail; the daily job of server/jobs/cleanup.ts
// removes old attempts and expired counters.
import pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { db } from '@/server/db';
import { inList, networkList } from '@/server/http/client-ip';
import { HttpError } from '@/server/http/errors';

export const THROTTLE = {
  windowSeconds: 15 * 60,
  maxPerAccountAndAddress: 5,
  maxPerAddress: 30,
};

export interface SignInLimits {
  pair: RateLimiterPostgres;
  address: RateLimiterPostgres;
}

/** The two limiters over one small pool of their own (the store speaks plain pg). */
export function createSignInLimits(connectionString: string): SignInLimits {
  const storeClient = new pg.Pool({ connectionString, max: 3 });
  const common = {
    storeClient,
    tableName: 'sign_in_limits',
    tableCreated: true,
    clearExpiredByTimeout: false,
    duration: THROTTLE.windowSeconds,
    blockDuration: THROTTLE.windowSeconds,
  };
  return {
    pair: new RateLimiterPostgres({ ...common, keyPrefix: 'pair', points: THROTTLE.maxPerAccountAndAddress }),
    address: new RateLimiterPostgres({ ...common, keyPrefix: 'address', points: THROTTLE.maxPerAddress }),
  };
}

let shared: SignInLimits | undefined;
function limits(): SignInLimits {
  shared ??= createSignInLimits(process.env.DATABASE_URL ?? '');
  return shared;
}

const pairKey = (email: string, ip: string) => `${email.slice(0, 200)}_${ip}`;
const trusted = (ip: string) => inList(networkList(process.env.SIGNIN_TRUSTED_NETWORKS), ip);

function tooMany(msBeforeNext: number): HttpError {
  const retryAfter = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new HttpError(429, 'too_many_requests', `Too many failed sign-ins. Try again in ${Math.ceil(retryAfter / 60)} minute(s).`, {
    retryAfter,
  });
}

/** Refuses (429) a blocked pair or address before the password is checked. */
export async function assertNotThrottled(email: string, ip: string, l: SignInLimits = limits()): Promise<void> {
  const [pair, address] = await Promise.all([l.pair.get(pairKey(email, ip)), trusted(ip) ? null : l.address.get(ip)]);
  const blocked = [pair, address].filter(
    (r): r is RateLimiterRes => r !== null && r.consumedPoints >= (r === pair ? THROTTLE.maxPerAccountAndAddress : THROTTLE.maxPerAddress),
  );
  if (blocked.length) throw tooMany(Math.max(...blocked.map((r) => r.msBeforeNext)));
}

async function consume(limiter: RateLimiterPostgres, key: string): Promise<void> {
  // Reaching the limit rejects with the counter's state; the next attempt is then refused up front.
  await limiter.consume(key).catch((err: unknown) => {
    if (!(err instanceof RateLimiterRes)) throw err;
  });
}

export async function recordAttempt(email: string, ip: string, success: boolean, l: SignInLimits = limits()): Promise<void> {
  await db.loginAttempt.create({ data: { email: email.slice(0, 320), ip: ip.slice(0, 100), success } });
  if (success) await l.pair.delete(pairKey(email, ip));
  else await Promise.all([consume(l.pair, pairKey(email, ip)), trusted(ip) ? null : consume(l.address, ip)]);
}
