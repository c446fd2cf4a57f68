// The daily clean: sign-in attempts past their retention, rate-limit counters that have expired, tokens
// expired or revoked a while ago, and old job runs. One transaction.
import type { Db } from '@/server/db';
import { JOB, RETENTION_DAYS } from './config';
import { recordRun } from './runs';

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);

export async function cleanSignInData(db: Db, now = new Date(), jobId?: string) {
  return db.$transaction(async (tx) => {
    const tokensBefore = daysBefore(now, RETENTION_DAYS.tokens);
    const attempts = await tx.loginAttempt.deleteMany({ where: { created_at: { lt: daysBefore(now, RETENTION_DAYS.loginAttempts) } } });
    // rate-limiter-flexible stores expire in epoch milliseconds; null never expires.
    const limits = await tx.signInLimit.deleteMany({ where: { expire: { lt: BigInt(now.getTime()) } } });
    const tokens = await tx.apiToken.deleteMany({
      where: { OR: [{ expires_at: { lt: tokensBefore } }, { revoked_at: { lt: tokensBefore } }] },
    });
    const runs = await tx.jobRun.deleteMany({ where: { ran_at: { lt: daysBefore(now, RETENTION_DAYS.jobRuns) } } });
    const removed = { attempts: attempts.count, limits: limits.count, tokens: tokens.count, runs: runs.count };
    await recordRun(tx, { name: JOB.cleanSignIn, jobId, affected: attempts.count + limits.count + tokens.count + runs.count });
    return removed;
  });
}
