// Timed work (issue 17.4): the job handlers over the test database (scheduled news published once, unpaid
// orders expired through the order pipeline within the window, the daily clean removing only old rows), and
// two pg-boss queues on one database running a due job exactly once.
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newsCollection } from '@/server/api/web-news';
import { db } from '@/server/db';
import { startBoss } from '@/server/jobs/boss';
import { cleanSignInData } from '@/server/jobs/cleanup';
import { CRONS, JOB, RETENTION_DAYS, unpaidExpiryHours } from '@/server/jobs/config';
import { jobsSlot, runningBoss } from '@/server/jobs/current';
import { publicationJobId, publishArticleIfDue, publishOverdueArticles, queueArticlePublication } from '@/server/jobs/news';
import { EXPIRED_NOTE, expireUnpaidOrders } from '@/server/jobs/orders';
import { startJobs } from '@/server/jobs/process';
import { call, tokenFor } from '../support/api-client';
import { catalogue, signedIn, unique } from './marine-fixtures';
import { MARINE_SHOP, SWS_SHOP, shopCalls, stockOf } from './shop-pipeline';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const runsOf = (name: string, key: string) => db.jobRun.count({ where: { name, key } });

async function article(status: string, publishedAt: Date | null) {
  const title = unique('Sentani apron works');
  return db.newsArticle.create({
    data: { title, slug: title.toLowerCase().replace(/\W+/g, '-'), body: '<p>Works</p>', status, published_at: publishedAt },
  });
}
const statusOf = async (id: number) => (await db.newsArticle.findUniqueOrThrow({ where: { id } })).status;

describe('news: a scheduled article is stored as published when due', () => {
  it('publishes a due one once (a second run changes nothing) and leaves a future one, each run recorded', async () => {
    const due = await article('scheduled', new Date(Date.now() - 1000));
    const future = await article('scheduled', new Date(Date.now() + HOUR));
    expect(await publishArticleIfDue(db, due.id)).toBe(1);
    expect(await publishArticleIfDue(db, due.id)).toBe(0);
    expect(await publishArticleIfDue(db, future.id)).toBe(0);
    expect([await statusOf(due.id), await statusOf(future.id)]).toEqual(['published', 'scheduled']);
    const runs = await db.jobRun.findMany({ where: { name: JOB.newsPublish, key: String(due.id) }, orderBy: { id: 'asc' } });
    expect(runs.map((r) => r.affected)).toEqual([1, 0]);
    // The editor's version is not bumped: a save of what was loaded still succeeds.
    expect((await db.newsArticle.findUniqueOrThrow({ where: { id: due.id } })).version).toBe(due.version);
  });

  it('the sweep publishes every overdue scheduled article and nothing else', async () => {
    const [a, b] = [await article('scheduled', new Date(Date.now() - DAY)), await article('scheduled', new Date(Date.now() - 1000))];
    const [future, draft] = [await article('scheduled', new Date(Date.now() + HOUR)), await article('draft', new Date(Date.now() - DAY))];
    const published = await publishOverdueArticles(db);
    expect(published).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(published).not.toContain(future.id);
    expect(published).not.toContain(draft.id);
    expect(await publishOverdueArticles(db)).toEqual([]);
    expect([await statusOf(future.id), await statusOf(draft.id)]).toEqual(['scheduled', 'draft']);
  });

  it('queues nothing in a process without a queue, and one job id per article and time', async () => {
    const a = await article('scheduled', new Date(Date.now() + HOUR));
    await expect(queueArticlePublication(db, a.id)).resolves.toBeUndefined();
    const at = new Date('2026-12-01T01:00:00Z');
    expect(publicationJobId(a.id, at)).toBe(publicationJobId(a.id, new Date(at)));
    expect(publicationJobId(a.id, at)).not.toBe(publicationJobId(a.id, new Date(at.getTime() + 60_000)));
    expect(publicationJobId(a.id, at)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-8[0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('unpaid orders expire', () => {
  const t = signedIn();
  // The orders of this test are dated in 2015 and the runs are told it is 2015: the seeded year of orders
  // (and other files' orders) lies after that and is left alone.
  const NOW = new Date('2015-03-10T00:00:00Z');
  const ago = (hours: number) => new Date(NOW.getTime() - hours * HOUR);
  const dated = (id: number, at: Date) => db.shopOrder.update({ where: { id }, data: { created_at: at } });
  const orderRow = (id: number) => db.shopOrder.findUniqueOrThrow({ where: { id }, select: { status: true, version: true } });

  it('cancels unpaid orders of both shops past the window through the pipeline; stock and the others untouched', async () => {
    const marine = shopCalls(MARINE_SHOP, t);
    const sws = shopCalls(SWS_SHOP, t);
    const { items } = await marine.items([5, 5]);
    const { items: swsItems } = await sws.items([4]);
    const old = await marine.order([{ item_id: items[0].id, quantity: 2 }]);
    const oldSws = await sws.order([{ item_id: swsItems[0].id, quantity: 1 }]);
    const recent = await marine.order([{ item_id: items[0].id, quantity: 1 }]);
    const verifying = await marine.order([{ item_id: items[1].id, quantity: 1 }]);
    const reserved = await marine.order([{ item_id: items[1].id, quantity: 2 }]);
    const withProof = await marine.order([{ item_id: items[1].id, quantity: 1 }]);
    expect((await marine.step(verifying, 1)).status).toBe(200);
    for (const s of [1, 2]) expect((await marine.step(reserved, s)).status).toBe(200);
    const proof = await db.upload.create({
      data: { id: randomUUID(), name: 'transfer.jpg', mime: 'image/jpeg', size: 10, storage_key: `test/${randomUUID()}` },
    });
    await db.shopOrder.update({ where: { id: withProof }, data: { payment_proof: proof.id } });
    for (const id of [old, oldSws, verifying, reserved, withProof]) await dated(id, ago(30));
    await dated(recent, ago(12));

    // A 48-hour window: nothing of these is old enough.
    expect((await expireUnpaidOrders(db, 48, NOW)).canceled).toEqual([]);
    const result = await expireUnpaidOrders(db, 24, NOW);
    expect(result.canceled).toEqual([old, oldSws]);
    expect(await Promise.all([old, oldSws, recent, verifying, reserved, withProof].map(async (id) => (await orderRow(id)).status))).toEqual(
      [99, 99, 0, 1, 2, 0],
    );
    const history = await db.shopOrderHistory.findFirstOrThrow({ where: { order_id: old, to_status: 99 } });
    expect(history).toMatchObject({ from_status: 0, user_id: null, note: EXPIRED_NOTE });
    expect((await orderRow(old)).version).toBe(2);
    // An unpaid order holds no reservation (only 2-4 do); the reserved order keeps its 2.
    expect(await stockOf(items[0].id)).toEqual({ on_hand: 5, reserved: 0 });
    expect(await stockOf(items[1].id)).toEqual({ on_hand: 5, reserved: 2 });
    expect((await expireUnpaidOrders(db, 24, NOW)).canceled).toEqual([]);
    expect(await db.jobRun.count({ where: { name: JOB.ordersExpire } })).toBeGreaterThanOrEqual(3);
  });

  it('skips an order changed while the run waited for its lock', async () => {
    const marine = shopCalls(MARINE_SHOP, t);
    const { items } = await catalogue([3]);
    const id = await marine.order([{ item_id: items[0].id, quantity: 1 }]);
    await dated(id, ago(48));
    const other = new pg.Client({ connectionString: inject('databaseUrl') });
    await other.connect();
    try {
      await other.query('BEGIN');
      await other.query('SELECT id FROM shop_orders WHERE id = $1 FOR UPDATE', [id]);
      const run = expireUnpaidOrders(db, 24, NOW);
      await new Promise((r) => setTimeout(r, 500));
      // Staff move it to verifying meanwhile (the customer paid).
      await other.query('UPDATE shop_orders SET status = 1, version = version + 1 WHERE id = $1', [id]);
      // With its history row, as the pipeline writes it (the marine seed test checks every order's history).
      await other.query('INSERT INTO shop_order_history (order_id, from_status, to_status) VALUES ($1, 0, 1)', [id]);
      await other.query('COMMIT');
      expect(await run).toEqual({ canceled: [], skipped: [id] });
    } finally {
      await other.end();
    }
    expect((await orderRow(id)).status).toBe(1);
  });

  it('reads the window from ORDER_UNPAID_EXPIRY_HOURS, 168 (7 days) by default or when it is not a positive number', () => {
    expect(unpaidExpiryHours({})).toBe(168);
    expect(unpaidExpiryHours({ ORDER_UNPAID_EXPIRY_HOURS: '72' })).toBe(72);
    expect(unpaidExpiryHours({ ORDER_UNPAID_EXPIRY_HOURS: '1.5' })).toBe(1.5);
    for (const bad of ['0', '-3', 'soon']) expect(unpaidExpiryHours({ ORDER_UNPAID_EXPIRY_HOURS: bad })).toBe(168);
  });
});

describe('the daily clean', () => {
  it('removes only attempts, counters, tokens and job runs past their retention', async () => {
    const now = Date.now();
    const days = (n: number) => new Date(now - n * DAY);
    const email = `${unique('clean').replace(/\W+/g, '')}@example.com`;
    const [oldAttempt, keptAttempt] = await Promise.all(
      [RETENTION_DAYS.loginAttempts + 1, RETENTION_DAYS.loginAttempts - 1].map((d) =>
        db.loginAttempt.create({ data: { email, ip: '10.1.1.1', success: false, created_at: days(d) } }),
      ),
    );
    const key = (s: string) => `test:${email}:${s}`;
    await db.signInLimit.createMany({
      data: [
        { key: key('expired'), points: 3, expire: BigInt(now - 1000) },
        { key: key('live'), points: 3, expire: BigInt(now + 600_000) },
        { key: key('forever'), points: 1, expire: null },
      ],
    });
    const user = await db.user.findFirstOrThrow({ where: { email: 'admin@example.com' } });
    const token = (expires: Date, revoked: Date | null = null) =>
      db.apiToken.create({
        data: { user_id: user.id, token_hash: randomBytes(16).toString('hex'), expires_at: expires, revoked_at: revoked },
      });
    const tokens = {
      expiredLongAgo: await token(days(RETENTION_DAYS.tokens + 1)),
      expiredRecently: await token(days(1)),
      revokedLongAgo: await token(new Date(now + DAY), days(RETENTION_DAYS.tokens + 1)),
      revokedRecently: await token(new Date(now + DAY), days(1)),
      live: await token(new Date(now + DAY)),
    };
    const oldRun = await db.jobRun.create({ data: { name: 'test', instance: 'test', ran_at: days(RETENTION_DAYS.jobRuns + 1) } });
    const newRun = await db.jobRun.create({ data: { name: 'test', instance: 'test', ran_at: days(1) } });

    const removed = await cleanSignInData(db, new Date(now));
    expect(removed.attempts).toBeGreaterThanOrEqual(1);
    expect((await db.loginAttempt.findMany({ where: { email } })).map((a) => a.id)).toEqual([keptAttempt.id]);
    expect(oldAttempt.id).not.toBe(keptAttempt.id);
    const limits = await db.signInLimit.findMany({ where: { key: { startsWith: `test:${email}` } }, orderBy: { key: 'asc' } });
    expect(limits.map((l) => l.key)).toEqual([key('forever'), key('live')]);
    const left = await db.apiToken.findMany({ where: { id: { in: Object.values(tokens).map((x) => x.id) } } });
    expect(left.map((x) => x.id).sort()).toEqual([tokens.expiredRecently.id, tokens.revokedRecently.id, tokens.live.id].sort());
    expect(await db.jobRun.findMany({ where: { id: { in: [oldRun.id, newRun.id] } }, select: { id: true } })).toEqual([{ id: newRun.id }]);
    // A signed-in caller's token is untouched.
    expect(await tokenFor('admin')).toBeTruthy();
  });
});

describe('two queues on one database', () => {
  const url = () => inject('databaseUrl');
  const bosses: Awaited<ReturnType<typeof startBoss>>[] = [];
  beforeAll(async () => {
    // schedule false: no cron slots are sent during the test, only the job it queues.
    for (let i = 0; i < 2; i++) bosses.push(await startBoss({ connectionString: url(), pollingIntervalSeconds: 0.5, schedule: false }));
  });
  afterAll(async () => {
    jobsSlot().boss = null;
    await Promise.all(bosses.map((b) => b.stop({ graceful: true, wait: true, timeout: 2000 })));
  });

  it('JOBS=off starts no queue in the process', async () => {
    await startJobs({ JOBS: 'off', DATABASE_URL: url() });
    expect(runningBoss()).toBeNull();
  });

  it('has the crons, once each however many queues scheduled them, in office time', async () => {
    const schedules = await bosses[0].getSchedules();
    expect(Object.fromEntries(schedules.map((s) => [s.name, s.cron]))).toEqual(CRONS);
    expect(schedules.every((s) => s.options?.tz === 'Asia/Jakarta')).toBe(true);
  });

  it('saving a scheduled article queues one job that one of the two runs once, when due', { timeout: 60_000 }, async () => {
    const [a, b] = bosses;
    const media = await tokenFor('airline_media');
    jobsSlot().boss = a;
    const at = new Date(Date.now() + 3_000);
    const res = await call(newsCollection.POST, {
      token: media,
      body: { title: unique('Wamena runway reopens'), body: '<p>From Monday.</p>', status: 'scheduled', published_at: at.toISOString() },
    });
    expect(res.status, res.text).toBe(201);
    const id: number = res.json.id;
    // The other instance sends the same article and time: still one job.
    jobsSlot().boss = b;
    await queueArticlePublication(db, id);
    jobsSlot().boss = null;
    expect(await statusOf(id)).toBe('scheduled');

    const deadline = Date.now() + 20_000;
    while ((await statusOf(id)) !== 'published' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    expect(await statusOf(id)).toBe('published');
    expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
    // Both workers keep polling a while: the job still ran once.
    await new Promise((r) => setTimeout(r, 2_000));
    expect(await runsOf(JOB.newsPublish, String(id))).toBe(1);
    const c = new pg.Client({ connectionString: url() });
    await c.connect();
    const jobs = await c.query("SELECT state FROM pgboss.job WHERE name = $1 AND data->>'id' = $2", [JOB.newsPublish, String(id)]);
    await c.end();
    expect(jobs.rows).toEqual([{ state: 'completed' }]);
  });
});
