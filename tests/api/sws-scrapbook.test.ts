// The watersports scrapbook (sws/scrapbook): posts with photos that are uploads, listed newest trip first,
// searched and filtered by tag; refusals change nothing (a photo must be the writer's own upload: another
// record's file cannot be borrowed); a delete removes the post, its upload rows and files (but not a file
// another record of any table uses); who may use it. And the demo scrapbook the seed writes.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays, localToday } from '@/lib/rules/calendar-day';
import { scrapbookCollection, scrapbookItem } from '@/server/api/sws-scrapbook';
import { upload, uploadFile, uploadThumb } from '@/server/api/uploads';
import { newsCollection, newsItem } from '@/server/api/web-news';
import { db } from '@/server/db';
import { byId, call, tokensFor } from '../support/api-client';

let ws: string;
let cs: string;
let manager: string;
beforeAll(async () => {
  [ws, cs, manager] = await tokensFor('watersports', 'watersports_cs', 'manager.watersports@example.com');
});

let n = 0;
/** An uploaded photo (a generated JPEG) or another file: its upload id. */
async function uploaded(kind: 'jpg' | 'pdf' = 'jpg', token = ws): Promise<string> {
  const bytes =
    kind === 'jpg'
      ? await sharp({ create: { width: 400, height: 300, channels: 3, background: '#0e7490' } })
          .jpeg()
          .toBuffer()
      : Buffer.from('%PDF-1.4 test');
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], `photo-${++n}.${kind}`, { type: kind === 'jpg' ? 'image/jpeg' : 'application/pdf' }));
  const res = await call(upload, { token, raw: form });
  expect(res.status, res.text).toBe(201);
  return res.json.id;
}

const stored = async (id: string) => {
  const row = await db.upload.findUnique({ where: { id } });
  return row ? path.join(inject('uploadDir'), row.storage_key) : null;
};

const tag = () => `t${process.pid}x${++n}`;

async function post(body: Record<string, unknown>, token = ws) {
  return call(scrapbookCollection.POST, {
    token,
    body: { caption: 'Mantas at Manta Sandy', date: addDays(localToday(), -10), place: 'Raja Ampat', ...body },
  });
}

describe('sws/scrapbook', () => {
  it('creates a post with its photos in order and answers it with urls and thumbnails', async () => {
    const photos = [await uploaded('jpg', cs), await uploaded('jpg', cs), await uploaded('jpg', cs)];
    const t = tag();
    const res = await post({ tags: [t, ' Manta ', 'manta'], images: photos }, cs);
    expect(res.status, res.text).toBe(201);
    const got = await call(scrapbookItem.GET, { token: manager, params: byId(res.json.id) });
    expect(got.status).toBe(200);
    expect(got.json).toMatchObject({
      caption: 'Mantas at Manta Sandy',
      place: 'Raja Ampat',
      tags: [t, 'manta'],
      author: { name: expect.any(String) },
    });
    expect(got.json.images.map((i: { id: string }) => i.id)).toEqual(photos);
    expect(got.json.images[0]).toEqual({
      id: photos[0],
      url: `/api/upload/${photos[0]}`,
      thumb_url: `/api/upload/${photos[0]}/thumb`,
      name: expect.stringMatching(/\.jpg$/),
    });
    const thumb = await call(uploadThumb, { token: ws, params: { id: photos[1] } });
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/webp');
  });

  it('lists newest trip first, pages, searches caption, place and tags (contains), and filters by tag', async () => {
    const t = tag();
    const days = [-40, -5, -200];
    const ids: number[] = [];
    for (const [i, d] of days.entries()) {
      const res = await post({
        caption: `Dive log ${t} ${i}`,
        place: i === 2 ? `Wakatobi ${t}` : 'Bunaken',
        date: addDays(localToday(), d),
        tags: [t],
        images: [await uploaded()],
      });
      ids.push(res.json.id);
    }
    const byTag = await call(scrapbookCollection.GET, { token: ws, query: { tag: t } });
    expect(byTag.json.total).toBe(3);
    expect(byTag.json.data.map((p: { id: number }) => p.id)).toEqual([ids[1], ids[0], ids[2]]);
    const oldest = await call(scrapbookCollection.GET, { token: ws, query: { tag: t, order: 'asc', limit: 1, page: 2 } });
    expect(oldest.json).toMatchObject({ total: 3, data: [{ id: ids[0] }] });
    const byPlace = await call(scrapbookCollection.GET, { token: cs, query: { q: `wakatobi ${t}` } });
    expect(byPlace.json.data.map((p: { id: number }) => p.id)).toEqual([ids[2]]);
    const byCaption = await call(scrapbookCollection.GET, { token: cs, query: { q: `LOG ${t} 1` } });
    expect(byCaption.json.data.map((p: { id: number }) => p.id)).toEqual([ids[1]]);
    const byTagText = await call(scrapbookCollection.GET, { token: manager, query: { q: t.toUpperCase() } });
    expect(byTagText.json.total).toBe(3);
    // Part of a tag finds it too; LIKE's wildcards are plain characters.
    const byTagPart = await call(scrapbookCollection.GET, { token: manager, query: { q: t.slice(1).toUpperCase() } });
    expect(byTagPart.json.total).toBe(3);
    expect((await call(scrapbookCollection.GET, { token: ws, query: { q: `${t.slice(0, 3)}%` } })).json.total).toBe(0);
    const bad = await call(scrapbookCollection.GET, { token: ws, query: { tag: 'no/slash' } });
    expect(bad.status).toBe(400);
  });

  it('refuses bad bodies with 400 and changes nothing', async () => {
    const before = await db.swsScrapbookPost.count();
    const photo = await uploaded();
    const unknown = '0b7f2d3c-1c53-4f7e-9d2b-2b8b3c7e9a11';
    const cases: [Record<string, unknown>, string | RegExp][] = [
      [{ images: [] }, 'Please add at least one photo'],
      [{ images: [photo, unknown] }, `Unknown photo ${unknown}: upload the file first`],
      [{ images: [await uploaded('pdf')] }, /is not a photo/],
      [{ images: [photo, photo] }, 'The same photo is listed twice'],
      [{ images: ['not-a-uuid'] }, 'An image must be an upload id'],
      [{ images: [photo], caption: ' ' }, 'Please input caption'],
      [{ images: [photo], place: '' }, 'Please input place'],
      [{ images: [photo], date: '2026-02-30' }, /date/i],
      [{ images: [photo], date: addDays(localToday(), 2) }, 'The date may not be in the future'],
      [{ images: [photo], tags: ['ok', 'bad/tag'] }, /letters, digits/],
      [{ images: [photo], tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, 'At most 10 tags'],
      [{ images: [photo], author_id: 1 }, /author_id/],
    ];
    for (const [body, message] of cases) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error.message).toMatch(message);
    }
    const notJson = await call(scrapbookCollection.POST, { token: ws, raw: 'caption=x', headers: { 'content-type': 'text/plain' } });
    expect(notJson.status).toBe(400);
    expect(await db.swsScrapbookPost.count()).toBe(before);
    expect(await db.swsScrapbookImage.count({ where: { upload_id: photo } })).toBe(0);
  });

  it('deletes the post with its upload rows and files, keeping a file another record uses', async () => {
    const [a, b, shared] = [await uploaded(), await uploaded(), await uploaded()];
    const first = await post({ images: [a, b, shared] });
    const other = await post({ images: [shared] });
    const files = { a: await stored(a), b: await stored(b), shared: await stored(shared) };
    for (const f of Object.values(files)) expect(fs.existsSync(`${f}.thumb.webp`)).toBe(true);

    const del = await call(scrapbookItem.DELETE, { token: cs, params: byId(first.json.id) });
    expect(del.status, del.text).toBe(200);
    expect(del.json).toEqual({ affected: 1 });
    expect(await db.swsScrapbookPost.findUnique({ where: { id: first.json.id } })).toBeNull();
    expect(await db.swsScrapbookImage.count({ where: { post_id: first.json.id } })).toBe(0);
    expect(await db.upload.count({ where: { id: { in: [a, b] } } })).toBe(0);
    for (const f of [files.a, files.b]) {
      expect(fs.existsSync(f as string)).toBe(false);
      expect(fs.existsSync(`${f}.thumb.webp`)).toBe(false);
    }
    expect(fs.existsSync(files.shared as string)).toBe(true);
    expect((await call(uploadFile, { token: ws, params: { id: a } })).status).toBe(404);
    expect((await call(scrapbookItem.GET, { token: ws, params: byId(first.json.id) })).status).toBe(404);

    // The last post using the shared photo takes it with it.
    expect((await call(scrapbookItem.DELETE, { token: manager, params: byId(other.json.id) })).status).toBe(200);
    expect(fs.existsSync(files.shared as string)).toBe(false);
    expect(await db.upload.count({ where: { id: shared } })).toBe(0);
  });

  it('keeps a photo a marine product also shows', async () => {
    const photo = await uploaded();
    const res = await post({ images: [photo] });
    const category = await db.marineCategory.create({ data: { name: `Scrapbook test ${tag()}` } });
    await db.marineProduct.create({ data: { category_id: category.id, name: 'Mask', images: [photo] } });
    expect((await call(scrapbookItem.DELETE, { token: ws, params: byId(res.json.id) })).status).toBe(200);
    expect(await db.upload.count({ where: { id: photo } })).toBe(1);
    expect(fs.existsSync((await stored(photo)) as string)).toBe(true);
  });

  it("refuses a photo the writer did not upload (another record's, another user's) with 400, and changes nothing", async () => {
    const [media] = await tokensFor('airline_media');
    const cover = await uploaded('jpg', media);
    const article = await call(newsCollection.POST, { token: media, body: { title: `Cover ${tag()}`, body: '<p>x</p>', cover_id: cover } });
    expect(article.status, article.text).toBe(201);
    const before = await db.swsScrapbookPost.count();
    for (const images of [[cover], [await uploaded('jpg', ws), await uploaded('jpg', cs)]]) {
      const res = await post({ images });
      expect(res.status).toBe(400);
      expect(res.json.error.message).toMatch(/was uploaded by someone else: upload the file yourself/);
      expect(res.json.error.fields.images).toBe('This photo was uploaded by someone else: upload the file yourself');
    }
    expect(await db.swsScrapbookPost.count()).toBe(before);
    expect(await db.swsScrapbookImage.count({ where: { upload_id: cover } })).toBe(0);
  });

  it("deletes no file another table uses: an article's cover stays after a post with the same photo goes", async () => {
    // root writes both (the only way one file can reach both now); the old check knew only some tables.
    const [root, media] = await tokensFor('root', 'airline_media');
    const photo = await uploaded('jpg', root);
    const article = await call(newsCollection.POST, { token: root, body: { title: `Shared ${tag()}`, body: '<p>x</p>', cover_id: photo } });
    expect(article.status, article.text).toBe(201);
    const res = await post({ images: [photo] }, root);
    expect(res.status, res.text).toBe(201);
    expect((await call(scrapbookItem.DELETE, { token: ws, params: byId(res.json.id) })).status).toBe(200);
    expect(await db.upload.count({ where: { id: photo } })).toBe(1);
    expect(fs.existsSync((await stored(photo)) as string)).toBe(true);
    const got = await call(newsItem.GET, { token: media, params: byId(article.json.id) });
    expect(got.json.cover_id).toBe(photo);
    expect((await call(uploadFile, { token: media, params: { id: photo } })).status).toBe(200);
  });

  it('answers 404 for a post that does not exist or a malformed id', async () => {
    for (const route of [scrapbookItem.GET, scrapbookItem.DELETE]) {
      const missing = await call(route, { token: ws, params: byId(2_000_000_000) });
      expect(missing.status).toBe(404);
      expect(missing.json.error.message).toBe('Scrapbook post 2000000000 not found');
      expect((await call(route, { token: ws, params: { id: 'abc' } })).status).toBe(404);
    }
  });

  it('is open to the watersports roles only (marine and airline roles get 403), and needs sign-in', async () => {
    const photo = await uploaded();
    const mine = await post({ images: [photo] });
    const refused = await tokensFor('marine_warehouse', 'marine_cs', 'manager.marine@example.com', 'airline_base', 'manager');
    for (const token of refused) {
      expect((await call(scrapbookCollection.GET, { token })).status).toBe(403);
      expect((await call(scrapbookItem.GET, { token, params: byId(mine.json.id) })).status).toBe(403);
      expect((await post({ images: [photo] }, token)).status).toBe(403);
      expect((await call(scrapbookItem.DELETE, { token, params: byId(mine.json.id) })).status).toBe(403);
    }
    expect((await call(scrapbookCollection.GET, {})).status).toBe(401);
    expect(await db.swsScrapbookPost.count({ where: { id: mine.json.id } })).toBe(1);
    const root = (await tokensFor('root'))[0];
    expect((await call(scrapbookCollection.GET, { token: root })).status).toBe(200);
  });
});

describe('the demo scrapbook', () => {
  it('has 30 posts over the past year whose photos exist with thumbnails', async () => {
    const posts = await db.swsScrapbookPost.findMany({
      where: { author: { email: 'watersports@example.com' }, caption: { not: 'Mantas at Manta Sandy' } },
      include: { images: { include: { upload: true } } },
    });
    expect(posts.length).toBeGreaterThanOrEqual(30);
    const today = localToday();
    const places = new Set(posts.map((p) => p.place.split(',')[0]));
    for (const p of ['Raja Ampat', 'Bunaken', 'Wakatobi', 'Labuan Bajo', 'Nusa Penida', 'Karimunjawa', 'Derawan'])
      expect(places).toContain(p);
    for (const p of posts) {
      const day = p.date.toISOString().slice(0, 10);
      expect(day <= today && day >= addDays(today, -366), day).toBe(true);
      expect(p.images.length).toBeGreaterThan(0);
      expect(p.tags.length).toBeGreaterThan(0);
      for (const { upload: u } of p.images) {
        expect(u.mime).toBe('image/jpeg');
        expect(u.has_thumb).toBe(true);
        const file = path.join(inject('uploadDir'), u.storage_key);
        expect(fs.existsSync(file), file).toBe(true);
        expect(fs.existsSync(`${file}.thumb.webp`)).toBe(true);
      }
    }
    const list = await call(scrapbookCollection.GET, { token: ws, query: { limit: 5 } });
    expect(list.json.total).toBeGreaterThanOrEqual(30);
    const photo = await call(uploadFile, { token: ws, params: { id: list.json.data[0].images[0].id } });
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
  });
});
