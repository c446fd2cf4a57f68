// What the public website reads of the news (no sign-in): live articles only (LIVE: published, or scheduled
// with its time passed), newest first; a draft or a scheduled article not yet due is 404 as if absent.

import type { Prisma } from '@/lib/generated/prisma/client';
import type { ListResult } from '@/lib/schemas/list';
import type { PublicNewsArticle, PublicNewsRow } from '@/lib/schemas/web/news';
import type { Client } from '@/server/crud/model';
import { notFound } from '@/server/http/errors';
import { serveUpload } from '@/server/uploads';
import { ARTICLE_SELECT, LIVE } from './news';

const select = ARTICLE_SELECT;
type ArticleRecord = Prisma.NewsArticleGetPayload<{ select: typeof select }>;

export const publicCoverUrl = (slug: string) => `/api/public/news/${slug}/cover`;

function toPublic(r: ArticleRecord): PublicNewsArticle {
  return {
    id: r.id,
    title: r.title,
    slug: r.slug,
    summary: r.summary,
    body: r.body,
    cover_url: r.cover_id ? publicCoverUrl(r.slug) : null,
    // A live article always has its time (the table's check: only a draft may lack one).
    published_at: (r.published_at ?? new Date(0)).toISOString(),
    author: r.author?.name ?? null,
  };
}

export async function listPublicNews(db: Client, query: { page: number; limit: number }): Promise<ListResult<PublicNewsRow>> {
  const [ids, counted] = await Promise.all([
    db.$queryRaw<{ id: number }[]>`
      SELECT id FROM news_articles WHERE ${LIVE} ORDER BY published_at DESC, id DESC
      LIMIT ${query.limit} OFFSET ${(query.page - 1) * query.limit}`,
    db.$queryRaw<{ total: number }[]>`SELECT count(*)::int AS total FROM news_articles WHERE ${LIVE}`,
  ]);
  const records = await db.newsArticle.findMany({ where: { id: { in: ids.map((r) => r.id) } }, select });
  const byId = new Map(records.map((r) => [r.id, r]));
  const data = ids.flatMap(({ id }) => {
    const r = byId.get(id);
    if (!r) return [];
    const { body: _body, ...row } = toPublic(r);
    return [row];
  });
  return { total: counted[0]?.total ?? 0, data };
}

async function liveBySlug(db: Client, slug: string): Promise<ArticleRecord> {
  const [hit] = await db.$queryRaw<{ id: number }[]>`SELECT id FROM news_articles WHERE slug = ${slug} AND ${LIVE}`;
  const record = hit && (await db.newsArticle.findUnique({ where: { id: hit.id }, select }));
  if (!record) throw notFound('No published article has this address');
  return record;
}

export async function getPublicNews(db: Client, slug: string): Promise<PublicNewsArticle> {
  return toPublic(await liveBySlug(db, slug));
}

export async function publicNewsCover(db: Client, slug: string): Promise<Response> {
  const { cover_id } = await liveBySlug(db, slug);
  if (!cover_id) throw notFound('This article has no cover image');
  return serveUpload(cover_id, false);
}
