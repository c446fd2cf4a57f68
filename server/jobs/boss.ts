// A pg-boss queue on the app's database with the app's jobs: one queue per job, a worker for each, and the
// crons. Jobs run once across app instances: pg-boss hands a job to one worker (SKIP LOCKED), and each cron
// slot is sent once whichever instances have it scheduled.
import PgBoss from 'pg-boss';
import { jobActor, withActor } from '@/server/audit/actor';
import { db } from '@/server/db';
import { pruneAuditTrail } from './audit-prune';
import { dailyBackup } from './backup';
import { cleanSignInData } from './cleanup';
import { auditRetentionYears, BOSS_SCHEMA, CRON_TZ, CRONS, JOB, type JobName, unpaidExpiryHours } from './config';
import { publishArticleIfDue, publishOverdueArticles } from './news';
import { expireUnpaidOrders } from './orders';
import { compactScheduleTally } from './tally';

type Handler = (job: PgBoss.Job<Record<string, unknown>>) => Promise<unknown>;

const HANDLERS: Record<JobName, Handler> = {
  [JOB.newsPublish]: async (job) => ({ published: await publishArticleIfDue(db, Number(job.data.id), job.id) }),
  [JOB.newsSweep]: async (job) => ({ published: await publishOverdueArticles(db, job.id) }),
  [JOB.ordersExpire]: (job) => expireUnpaidOrders(db, unpaidExpiryHours(), new Date(), job.id),
  [JOB.cleanSignIn]: (job) => cleanSignInData(db, new Date(), job.id),
  [JOB.scheduleTally]: (job) => compactScheduleTally(db, job.id),
  [JOB.auditPrune]: (job) => pruneAuditTrail(db, auditRetentionYears(), new Date(), job.id),
  [JOB.backup]: (job) => dailyBackup(db, process.env, job.id),
};

export interface BossOptions {
  connectionString: string;
  /** Seconds between a worker's fetches (pg-boss's default is 2). */
  pollingIntervalSeconds?: number;
  /** Whether this instance takes part in sending the crons (default true). */
  schedule?: boolean;
}

/** Starts a queue, creates the job queues, their workers and the crons. */
export async function startBoss({ connectionString, pollingIntervalSeconds = 2, schedule = true }: BossOptions): Promise<PgBoss> {
  const boss = new PgBoss({ connectionString, schema: BOSS_SCHEMA, application_name: 'ops-jobs', max: 4, schedule });
  boss.on('error', (err) => console.error('[jobs]', err));
  await boss.start();
  for (const [name, handler] of Object.entries(HANDLERS)) {
    await boss.createQueue(name);
    await boss.work<Record<string, unknown>>(name, { pollingIntervalSeconds }, async ([job]) =>
      withActor(jobActor(name), () => handler(job)),
    );
  }
  for (const [name, cron] of Object.entries(CRONS)) await boss.schedule(name, cron, {}, { tz: CRON_TZ });
  return boss;
}
