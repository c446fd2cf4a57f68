// The audit trail's retention (issue 43): entries older than the retention (AUDIT_RETENTION_YEARS) go,
// daily. One statement; the trail's index on `at` finds them.
import { subYears } from 'date-fns';
import type { Db } from '@/server/db';
import { JOB } from './config';
import { recordRun } from './runs';

export async function pruneAuditTrail(db: Db, years: number, now = new Date(), jobId?: string) {
  const removed = await db.auditEntry.deleteMany({ where: { at: { lt: subYears(now, years) } } });
  await recordRun(db, { name: JOB.auditPrune, jobId, affected: removed.count });
  return { removed: removed.count };
}
