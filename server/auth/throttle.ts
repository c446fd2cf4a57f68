// Sign-in limits (issue 17, after OWASP ASVS V2.2 and Auth0's brute-force protection), counted in
// PostgreSQL by rate-limiter-flexible so that every app instance sees the same counts:
// - failures of one account from one address block that pair (429 with Retry-After); the same account
//   signs in from another address, and a success clears the pair;
// - failures from one address across accounts (credential stuffing) block that address, unless it is in
//   SIGNIN_TRUSTED_NETWORKS (an office's shared address, say).
// An attempt takes its points before the password is checked (reserveAttempt), so that a burst of parallel
// attempts gets no more checks than the limits allow (issue 39.3).
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

async function take(limiter: RateLimiterPostgres, key: string): Promise<void> {
  await limiter.consume(key).catch((err: unknown) => {
    throw err instanceof RateLimiterRes ? tooMany(err.msBeforeNext) : err;
  });
}

/**
 * Takes this attempt's point of its pair and of its address before the password is checked, refusing
 * (429) one over either limit: each point is taken in one statement, so parallel attempts cannot all pass a
 * check made before any of them is recorded. The address is only charged once the pair has room, so that
 * a burst refused by its pair leaves the address's other accounts alone.
 */
export async function reserveAttempt(email: string, ip: string, l: SignInLimits = limits()): Promise<void> {
  const pair = pairKey(email, ip);
  await take(l.pair, pair);
  if (trusted(ip)) return;
  try {
    await take(l.address, ip);
  } catch (err) {
    await l.pair.reward(pair, 1);
    throw err;
  }
}

/** Records a checked attempt: a failure keeps its points; a success clears its pair and gives back its address point. */
export async function settleAttempt(email: string, ip: string, success: boolean, l: SignInLimits = limits()): Promise<void> {
  await Promise.all([
    db.loginAttempt.create({ data: { email: email.slice(0, 320), ip: ip.slice(0, 100), success } }),
    success ? l.pair.delete(pairKey(email, ip)) : null,
    success && !trusted(ip) ? l.address.reward(ip, 1) : null,
  ]);
}
