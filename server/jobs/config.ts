// Timed work (issue 17.4): the queue names, the switch and the windows, read from the environment.

/** pg-boss queue names (one queue per job). */
export const JOB = {
  /** One-off: publish one scheduled article when its time comes ({ id }). */
  newsPublish: 'news-publish',
  /** Every minute: publish any scheduled article whose time has passed (a lost one-off job). */
  newsSweep: 'news-sweep',
  /** Every 15 minutes: cancel shop orders left unpaid past the window. */
  ordersExpire: 'orders-expire-unpaid',
  /** Daily: old sign-in attempts, expired sign-in limits and tokens, old job runs. */
  cleanSignIn: 'clean-sign-in-data',
  /** Hourly: fold the schedule tally's rows (one per write of flights) into one. */
  scheduleTally: 'schedule-tally-compact',
  /** Daily: audit trail entries older than AUDIT_RETENTION_YEARS. */
  auditPrune: 'audit-trail-prune',
  /** Daily: a backup of the database and the uploads (BACKUP_DIR, BACKUP_KEEP). */
  backup: 'backup-daily',
} as const;
export type JobName = (typeof JOB)[keyof typeof JOB];

/** The crons, in office time (WIB). pg-boss sends each slot once however many instances run. */
export const CRON_TZ = 'Asia/Jakarta';
export const CRONS: Partial<Record<JobName, string>> = {
  [JOB.newsSweep]: '* * * * *',
  [JOB.ordersExpire]: '*/15 * * * *',
  [JOB.cleanSignIn]: '30 3 * * *',
  [JOB.scheduleTally]: '7 * * * *',
  [JOB.auditPrune]: '45 3 * * *',
  [JOB.backup]: '15 2 * * *',
};

/** pg-boss's own schema, created and migrated by pg-boss. */
export const BOSS_SCHEMA = 'pgboss';

type Env = Record<string, string | undefined>;

/** JOBS=off runs no queue in this process (no workers, no crons, no one-off jobs sent). */
export const jobsEnabled = (env: Env = process.env) => (env.JOBS ?? '').trim().toLowerCase() !== 'off';

/** Seven days: the shops' rule, as the demo year's orders follow it ('Payment not received within 7 days'). */
export const DEFAULT_UNPAID_EXPIRY_HOURS = 7 * 24;

/** ORDER_UNPAID_EXPIRY_HOURS: how long a shop order may stay unpaid before it is canceled (default 168). */
export function unpaidExpiryHours(env: Env = process.env): number {
  const raw = env.ORDER_UNPAID_EXPIRY_HOURS?.trim();
  if (!raw) return DEFAULT_UNPAID_EXPIRY_HOURS;
  const hours = Number(raw);
  if (!Number.isFinite(hours) || hours <= 0) {
    console.warn(`[jobs] ORDER_UNPAID_EXPIRY_HOURS=${raw} is not a positive number of hours: using ${DEFAULT_UNPAID_EXPIRY_HOURS}`);
    return DEFAULT_UNPAID_EXPIRY_HOURS;
  }
  return hours;
}

/** Seven years: what an authority's audit asks a record of operations to be kept (issue 43). */
export const DEFAULT_AUDIT_RETENTION_YEARS = 7;

/** AUDIT_RETENTION_YEARS: how long the audit trail keeps an entry (default 7; a whole number of years). */
export function auditRetentionYears(env: Env = process.env): number {
  const raw = env.AUDIT_RETENTION_YEARS?.trim();
  if (!raw) return DEFAULT_AUDIT_RETENTION_YEARS;
  const years = Number(raw);
  if (!Number.isInteger(years) || years < 1) {
    console.warn(`[jobs] AUDIT_RETENTION_YEARS=${raw} is not a whole number of years from 1: using ${DEFAULT_AUDIT_RETENTION_YEARS}`);
    return DEFAULT_AUDIT_RETENTION_YEARS;
  }
  return years;
}

/** How long the daily clean keeps each kind of row. */
export const RETENTION_DAYS = {
  loginAttempts: 90,
  /** Tokens past their expiry or revoked: kept a week for an investigation, then deleted. */
  tokens: 7,
  jobRuns: 30,
};
