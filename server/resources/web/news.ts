// Website news (issue 15): the staff's articles, and what the public website reads of them. The body is
// sanitised on every write; an update names the version it edits and a stale one is a 409; a scheduled
// article goes public when its time has passed, by the one condition LIVE at every instant; a job also
// stores it as published then (server/jobs/news.ts).

import type { z } from 'zod';
import { Prisma } from '@/lib/generated/prisma/client';
import type { ListResult } from '@/lib/schemas/list';
import {
  type NewsQuery,
  type NewsRow,
  type NewsStatus,
  type NewsUpdate,
  newsAddress,
  newsCreate,
  newsQuery,
  newsRow,
  type PublicNewsArticle,
  type PublicNewsRow,
  slugify,
} from '@/lib/schemas/web/news';
import type { CurrentUser } from '@/server/auth/user';
import type { Client } from '@/server/crud/model';
import { writing } from '@/server/crud/paging';
import { crud, defineResource } from '@/server/crud/resource';
import { selectOf } from '@/server/crud/select-of';
import type { Tx } from '@/server/db';
import { badRequest, conflict, notFound } from '@/server/http/errors';
import { queueArticlePublication } from '@/server/jobs/news';
import { richTextPlain, sanitizeRichText } from '@/server/text/rich-text';
import { assertAttachable } from '@/server/upload-refs';
import { serveUpload, uploadUrl } from '@/server/uploads';

/**
 * Public now: published, or scheduled with its time passed, on the database's clock. The public reads
 * filter by it and the staff rows' `live` reads it, so the two cannot disagree.
 */
const LIVE = Prisma.sql`(status = 'published' OR (status = 'scheduled' AND published_at <= now()))`;

/** The ids among these that are live. */
async function liveAmong(db: Client, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db.$queryRaw<{ id: number }[]>`SELECT id FROM news_articles WHERE id = ANY(${ids}::int[]) AND ${LIVE}`;
  return new Set(rows.map((r) => r.id));
}

/** The stored record as the kit reads it: the row but `live`, which liveAmong adds. */
const storedRow = newsRow.omit({ live: true });

/** What staff and public reads select of an article: the stored row but its cover's URL and its address. */
const ARTICLE_SELECT = selectOf(storedRow.omit({ cover_url: true, address: true })) satisfies Prisma.NewsArticleSelect;

export const news = defineResource({
  path: '/api/web/news',
  tag: 'Web: news',
  label: 'article',
  permission: 'web.news',
  model: 'newsArticle',
  row: storedRow,
  create: newsCreate,
  query: newsQuery,
  select: ARTICLE_SELECT,
  search: ['title'],
  where: (q) => (q.status ? { status: q.status } : {}),
  defaultSort: { field: 'updated_at', order: 'desc' },
  notFoundMessage: (id) => `Article ${id} not found`,
  toRow: (r) => ({
    ...r,
    status: r.status as NewsStatus,
    cover_url: r.cover_id ? uploadUrl(r.cover_id) : null,
    address: newsAddress(r),
  }),
  toCreate: async (body, { db, user }) => {
    const slug = body.slug ?? slugify(body.title);
    if (!slug) throw badRequest('Please input slug (the title has no letters or digits to make one from)', { slug: 'Please input slug' });
    await checkSlugFree(db, slug);
    await checkCover(db, user, body.cover_id);
    return {
      title: body.title,
      slug,
      summary: body.summary,
      body: cleanBody(body.body),
      cover_id: body.cover_id,
      ...publication(body.status, body.published_at),
      author_id: user.id,
    };
  },
});

const service = crud(news);

async function withLive(db: Client, rows: z.output<typeof storedRow>[]): Promise<NewsRow[]> {
  const live = await liveAmong(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, live: live.has(r.id) }));
}

export async function listArticles(db: Client, query: NewsQuery, user: CurrentUser) {
  const page = await service.list(db, query, user);
  return { total: page.total, data: await withLive(db, page.data) };
}

export async function getArticle(db: Client, id: number, user: CurrentUser): Promise<NewsRow> {
  const [row] = await withLive(db, [await service.get(db, id, user)]);
  return row;
}

export async function createArticle(db: Client, body: z.output<typeof newsCreate>, user: CurrentUser) {
  const created = await service.create(db, body, user);
  await queueArticlePublication(db, created.id);
  return created;
}
export const removeArticle = (db: Client, id: number, user: CurrentUser) => service.remove(db, id, user);

function cleanBody(html: string): string {
  const clean = sanitizeRichText(html);
  if (!richTextPlain(clean) && !/<img\s/i.test(clean)) throw badRequest('Please write the article', { body: 'Please write the article' });
  return clean;
}

async function checkSlugFree(db: Client, slug: string, id?: number) {
  const taken = await db.newsArticle.findUnique({ where: { slug }, select: { id: true } });
  if (taken && taken.id !== id) {
    const message = `The slug "${slug}" is already used by another article: change the slug`;
    throw conflict(message, { fields: { slug: message } });
  }
}

/** The cover must be an image the writer uploaded, or the one the article has already. */
async function checkCover(db: Client, user: CurrentUser, id: string | null | undefined, current: string | null = null) {
  if (!id) return;
  await assertAttachable(db, user, [id], { field: 'cover_id', label: 'cover image', current: [current] });
  const upload = await db.upload.findUnique({ where: { id }, select: { mime: true } });
  if (!upload?.mime.startsWith('image/')) throw badRequest('The cover must be an image', { cover_id: 'The cover must be an image' });
}

type Stored = { status: string; published_at: Date | null };
const AT_FIELD = 'published_at';

/**
 * The status and time to store. Scheduled needs a time in the future (one that has passed since it was
 * scheduled is already live and is stored as published); published defaults to now, or keeps the time it
 * went public; a draft keeps whatever time it has.
 */
export function publication(
  status: NewsStatus,
  at: string | null | undefined,
  current?: Stored,
  now = new Date(),
): { status: NewsStatus; published_at: Date | null } {
  const given = at === undefined ? undefined : at === null ? null : new Date(at);
  const kept = given === undefined ? (current?.published_at ?? null) : given;
  if (status === 'draft') return { status, published_at: kept };
  if (status === 'scheduled') {
    if (!kept) throw badRequest('Please input the publish time of a scheduled article', { [AT_FIELD]: 'Please input the publish time' });
    if (kept > now) return { status, published_at: kept };
    // Its time came while the editor had it open (the job of server/jobs/news.ts may have published it meanwhile).
    const unchanged =
      (current?.status === 'scheduled' || current?.status === 'published') && current.published_at?.getTime() === kept.getTime();
    if (unchanged) return { status: 'published', published_at: kept };
    const message = 'A scheduled article needs a publish time in the future';
    throw badRequest(message, { [AT_FIELD]: message });
  }
  if (given && given > now) {
    const message = 'A publish time in the future is for a scheduled article: choose Scheduled, or a time that has passed';
    throw badRequest(message, { [AT_FIELD]: message });
  }
  const wentPublic =
    current && current.status !== 'draft' && current.published_at && current.published_at <= now ? current.published_at : null;
  return { status, published_at: given ?? wentPublic ?? now };
}

const stale = () =>
  conflict('Someone else saved this article meanwhile: reload it', { fields: { version: 'Someone else saved this article meanwhile' } });

/**
 * PUT /api/web/news/{id}: the write is conditional on the version the editor loaded, so of two saves of the
 * same version the second finds no row to change (it waits for the first's row lock, then re-reads).
 */
export async function updateArticle(tx: Tx, user: CurrentUser, id: number, body: NewsUpdate): Promise<{ id: number }> {
  const current = await tx.newsArticle.findUnique({
    where: { id },
    select: { status: true, published_at: true, version: true, cover_id: true },
  });
  if (!current) throw notFound(`Article ${id} not found`);
  if (current.version !== body.version) throw stale();
  const { version, status, published_at, body: html, ...fields } = body;
  if (fields.slug !== undefined) await checkSlugFree(tx, fields.slug, id);
  await checkCover(tx, user, fields.cover_id, current.cover_id);
  const timing =
    status !== undefined || published_at !== undefined ? publication(status ?? (current.status as NewsStatus), published_at, current) : {};
  const changed = await writing(
    tx.newsArticle.updateMany({
      where: { id, version },
      data: { ...fields, ...(html !== undefined ? { body: cleanBody(html) } : {}), ...timing, version: { increment: 1 } },
    }),
  );
  if (changed.count === 0) throw stale();
  await queueArticlePublication(tx, id);
  return { id };
}

// --- What the public website reads (no sign-in): live articles only, newest first; a draft or a scheduled
// article not yet due is 404 as if absent.

type ArticleRecord = Prisma.NewsArticleGetPayload<{ select: typeof ARTICLE_SELECT }>;

const publicCoverUrl = (slug: string) => `/api/public/news/${slug}/cover`;

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
  const records = await db.newsArticle.findMany({ where: { id: { in: ids.map((r) => r.id) } }, select: ARTICLE_SELECT });
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
  const record = hit && (await db.newsArticle.findUnique({ where: { id: hit.id }, select: ARTICLE_SELECT }));
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
