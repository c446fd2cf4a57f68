// Scheduled news (issue 15, 17.4). Reads already treat a scheduled article whose time has passed as public
// (LIVE in server/resources/web/news.ts); these jobs also store it as published: a one-off job per article
// and time, and a sweep every minute for any job that was lost.
import { createHash } from 'node:crypto';
import type { Client } from '@/server/crud/model';
import type { Db } from '@/server/db';
import { JOB } from './config';
import { runningBoss } from './current';
import { recordRun } from './runs';

/** Publishes the article if it is still scheduled and its time has passed; 1 when it did, 0 otherwise. */
export async function publishArticleIfDue(db: Db, id: number, jobId?: string): Promise<number> {
  return db.$transaction(async (tx) => {
    const affected = await tx.$executeRaw`
      UPDATE news_articles SET status = 'published'
       WHERE id = ${id} AND status = 'scheduled' AND published_at <= now()`;
    await recordRun(tx, { name: JOB.newsPublish, jobId, key: String(id), affected });
    return affected;
  });
}

/** Publishes every scheduled article whose time has passed; the ids it published. */
export async function publishOverdueArticles(db: Db, jobId?: string): Promise<number[]> {
  return db.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ id: number }[]>`
      UPDATE news_articles SET status = 'published'
       WHERE status = 'scheduled' AND published_at <= now() RETURNING id`;
    await recordRun(tx, { name: JOB.newsSweep, jobId, affected: rows.length });
    return rows.map((r) => r.id).sort((a, b) => a - b);
  });
}

/** A job id derived from the article and its time: sending the same pair twice (two saves, two instances) adds one job. */
export function publicationJobId(id: number, at: Date): string {
  const h = createHash('sha256').update(`news:${id}:${at.toISOString()}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * After an article is saved: when it is scheduled, a job to publish it at its time. A process without a
 * queue (JOBS=off, tests) sends nothing, and a failed send only logs: the read-time rule and the sweep
 * cover both.
 */
export async function queueArticlePublication(db: Client, id: number): Promise<void> {
  const boss = runningBoss();
  if (!boss) return;
  const row = await db.newsArticle.findUnique({ where: { id }, select: { status: true, published_at: true } });
  if (row?.status !== 'scheduled' || !row.published_at) return;
  const at = row.published_at;
  await boss
    .send(JOB.newsPublish, { id }, { id: publicationJobId(id, at), singletonKey: `news:${id}:${at.toISOString()}`, startAfter: at })
    .catch((err: unknown) => console.error(`[jobs] could not queue the publication of article ${id}:`, err));
}
