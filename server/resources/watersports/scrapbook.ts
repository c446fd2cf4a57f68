// The watersports scrapbook (issue 13): posts of trips and events with their photos. A photo is an upload
// (POST /api/upload first) made by the post's writer; deleting a post deletes its photos' upload rows and files
// unless another record of any table still uses them (server/upload-refs.ts).

import type { z } from 'zod';
import type { Prisma } from '@/lib/generated/prisma/client';
import { dayDate, isoDay, localToday } from '@/lib/rules/calendar-day';
import type { ListResult } from '@/lib/schemas/list';
import { PHOTO_MIMES, type ScrapbookQuery, type ScrapbookRow, type scrapbookCreate } from '@/lib/schemas/watersports/scrapbook';
import type { CurrentUser } from '@/server/auth/user';
import { containing, textContains } from '@/server/crud/like';
import type { Client } from '@/server/crud/model';
import type { Db, Tx } from '@/server/db';
import { badRequest, notFound } from '@/server/http/errors';
import { assertAttachable, deleteUnusedUploads } from '@/server/upload-refs';
import { removeStoredFiles, uploadThumbUrl, uploadUrl } from '@/server/uploads';

const postSelect = {
  id: true,
  caption: true,
  date: true,
  place: true,
  tags: true,
  created_at: true,
  updated_at: true,
  author: { select: { id: true, name: true } },
  images: {
    orderBy: { position: 'asc' },
    select: { upload: { select: { id: true, name: true, has_thumb: true } } },
  },
} as const satisfies Prisma.SwsScrapbookPostSelect;

type PostRecord = Prisma.SwsScrapbookPostGetPayload<{ select: typeof postSelect }>;

function toRow(p: PostRecord): ScrapbookRow {
  return {
    id: p.id,
    caption: p.caption,
    date: isoDay(p.date) as string,
    place: p.place,
    tags: p.tags,
    author: p.author,
    images: p.images.map(({ upload: u }) => ({
      id: u.id,
      url: uploadUrl(u.id),
      thumb_url: u.has_thumb ? uploadThumbUrl(u.id) : null,
      name: u.name,
    })),
    created_at: p.created_at.toISOString(),
    updated_at: p.updated_at.toISOString(),
  };
}

/** The posts one of whose tags contains q (Prisma filters a text[] by whole elements only). */
async function taggedLike(db: Client, q: string): Promise<number[]> {
  const pattern = containing(q);
  const rows = await db.$queryRaw<{ id: number }[]>`
    SELECT id FROM sws_scrapbook_posts p WHERE EXISTS (SELECT 1 FROM unnest(p.tags) AS t WHERE t ILIKE ${pattern})`;
  return rows.map((r) => r.id);
}

async function listWhere(db: Client, query: ScrapbookQuery): Promise<Prisma.SwsScrapbookPostWhereInput> {
  const where: Prisma.SwsScrapbookPostWhereInput[] = [];
  if (query.tag) where.push({ tags: { has: query.tag } });
  if (query.q) {
    where.push({
      OR: [{ caption: textContains(query.q) }, { place: textContains(query.q) }, { id: { in: await taggedLike(db, query.q) } }],
    });
  }
  return { AND: where };
}

export async function listPosts(db: Client, query: ScrapbookQuery): Promise<ListResult<ScrapbookRow>> {
  const where = await listWhere(db, query);
  const [total, rows] = await Promise.all([
    db.swsScrapbookPost.count({ where }),
    db.swsScrapbookPost.findMany({
      where,
      select: postSelect,
      orderBy: [{ date: query.order }, { id: query.order }],
      skip: (query.page - 1) * query.limit,
      take: query.limit,
    }),
  ]);
  return { total, data: rows.map(toRow) };
}

export async function getPost(db: Client, id: number): Promise<ScrapbookRow> {
  const post = await db.swsScrapbookPost.findUnique({ where: { id }, select: postSelect });
  if (!post) throw notFound(`Scrapbook post ${id} not found`);
  return toRow(post);
}

/** The photos must be the writer's own uploads and images (readable: they got a thumbnail); the message names the first bad one. */
async function checkImages(db: Client, user: CurrentUser, ids: readonly string[]) {
  await assertAttachable(db, user, ids, { field: 'images', label: 'photo' });
  const found = await db.upload.findMany({
    where: { id: { in: [...ids] } },
    select: { id: true, name: true, mime: true, has_thumb: true },
  });
  const byId = new Map(found.map((u) => [u.id, u]));
  for (const u of ids.map((id) => byId.get(id))) {
    if (u && (!PHOTO_MIMES.includes(u.mime) || !u.has_thumb)) {
      const message = `${u.name} is not a photo: use JPEG, PNG, GIF or WebP images`;
      throw badRequest(message, { images: message });
    }
  }
}

export async function createPost(tx: Tx, user: CurrentUser, body: z.output<typeof scrapbookCreate>): Promise<{ id: number }> {
  if (body.date > localToday()) throw badRequest('The date may not be in the future', { date: 'The date may not be in the future' });
  await checkImages(tx, user, body.images);
  const post = await tx.swsScrapbookPost.create({
    data: {
      caption: body.caption,
      date: dayDate(body.date),
      place: body.place,
      tags: body.tags,
      author_id: user.id,
      images: { create: body.images.map((upload_id, position) => ({ upload_id, position })) },
    },
    select: { id: true },
  });
  return post;
}

/**
 * Deletes the post, its photo rows and the upload rows nothing else uses in one transaction, then their
 * files (after the commit, so that a rolled-back delete never loses a file).
 */
export async function removePost(db: Db, id: number): Promise<{ affected: number }> {
  const keys = await db.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM sws_scrapbook_posts WHERE id = ${id} FOR UPDATE`;
    if (!locked.length) throw notFound(`Scrapbook post ${id} not found`);
    const images = await tx.swsScrapbookImage.findMany({ where: { post_id: id }, select: { upload_id: true } });
    await tx.swsScrapbookPost.delete({ where: { id } });
    return deleteUnusedUploads(
      tx,
      images.map((i) => i.upload_id),
    );
  });
  await removeStoredFiles(keys);
  return { affected: 1 };
}
