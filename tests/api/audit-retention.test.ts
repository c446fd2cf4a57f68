// Issue 43: the audit trail's retention: a setting (default 7 years) and the daily job that removes older entries.
import { describe, expect, it } from 'vitest';
import { db } from '@/server/db';
import { pruneAuditTrail } from '@/server/jobs/audit-prune';
import { auditRetentionYears, CRONS, JOB } from '@/server/jobs/config';

describe('audit trail retention', () => {
  it('reads AUDIT_RETENTION_YEARS, 7 when unset or not a whole number of years', () => {
    expect(auditRetentionYears({})).toBe(7);
    expect(auditRetentionYears({ AUDIT_RETENTION_YEARS: '10' })).toBe(10);
    for (const bad of ['0', '-1', '2.5', 'forever']) expect(auditRetentionYears({ AUDIT_RETENTION_YEARS: bad })).toBe(7);
    expect(CRONS[JOB.auditPrune]).toBeDefined();
  });

  it('removes the entries older than the retention and keeps the rest, recording its run', async () => {
    const now = new Date('2033-06-01T00:00:00Z');
    const entry = (at: string) => ({ at: new Date(at), table_name: 'zz_retention', record_id: at, operation: 'insert', changes: {} });
    await db.auditEntry.createMany({ data: [entry('2026-05-31T23:59:59Z'), entry('2026-06-01T00:00:01Z'), entry('2033-05-31T00:00:00Z')] });
    const { removed } = await pruneAuditTrail(db, 7, now, 'test-job');
    expect(removed).toBeGreaterThanOrEqual(1);
    const left = await db.auditEntry.findMany({
      where: { table_name: 'zz_retention' },
      select: { record_id: true },
      orderBy: { at: 'asc' },
    });
    expect(left.map((e) => e.record_id)).toEqual(['2026-06-01T00:00:01Z', '2033-05-31T00:00:00Z']);
    expect(await db.jobRun.findFirst({ where: { name: JOB.auditPrune, job_id: 'test-job' } })).toMatchObject({ affected: removed });
  });
});
