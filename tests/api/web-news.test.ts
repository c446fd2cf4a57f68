// Website news (web/news): every call and its refusals, the body sanitised on write, the slug unique, a
// stale version refused (two parallel saves of one version: exactly one wins), and the public reads that
// show only live articles (published, or scheduled with its time passed, without anyone flipping it).
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { slugify } from '@/lib/schemas/web/news';
import { upload } from '@/server/api/uploads';
import { newsCollection, newsItem, publicNewsCoverGet, publicNewsGet, publicNewsList } from '@/server/api/web-news';
import { db } from '@/server/db';
import { byId, call, tokensFor } from '../support/api-client';
import { unique } from './marine-fixtures';

let media: string;
let admin: string;
let marineCs: string;
let manager: string;
beforeAll(async () => {
  [media, admin, marineCs, manager] = await tokensFor('airline_media', 'admin', 'marine_cs', 'manager');
});

const HOUR = 3_600_000;
const inHours = (h: number) => new Date(Date.now() + h * HOUR).toISOString();

async function create(body: Record<string, unknown> = {}, token = media) {
  return call(newsCollection.POST, {
    token,
    body: { title: unique('New route to Wamena'), body: '<p>Twin Otter flights from Sentani.</p>', ...body },
  });
}

async function created(body: Record<string, unknown> = {}) {
  const res = await create(body);
  expect(res.status, res.text).toBe(201);
  const got = await call(newsItem.GET, { token: media, params: byId(res.json.id) });
  return got.json;
}

async function coverImage(): Promise<string> {
  const bytes = await sharp({ create: { width: 64, height: 40, channels: 3, background: '#0e7490' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], 'cover.png', { type: 'image/png' }));
  form.set('source', 'web-news');
  const res = await call(upload, { token: media, raw: form });
  expect(res.status, res.text).toBe(201);
  return res.json.id;
}

describe('web/news (staff)', () => {
  it('creates a draft with a slug made from the title, by the caller, version 1', async () => {
    const title = unique('Perintis flights to Ilaga resume');
    const row = await created({ title, summary: 'Back from Monday' });
    expect(row).toMatchObject({
      title,
      slug: slugify(title),
      address: `/news/${slugify(title)}`,
      summary: 'Back from Monday',
      body: '<p>Twin Otter flights from Sentani.</p>',
      status: 'draft',
      published_at: null,
      live: false,
      version: 1,
      author: { id: expect.any(Number), name: expect.any(String) },
      cover_id: null,
      cover_url: null,
    });
  });

  it('strips a <script>, an onerror= and a javascript: link sent straight to the API, on create and update', async () => {
    const dirty =
      '<p>Hi<script>alert(1)</script></p><img src="https://x.test/a.png" onerror="alert(2)"><a href="javascript:alert(3)">click</a><h2 onclick="x()">Fleet</h2>';
    const row = await created({ body: dirty });
    expect(row.body).not.toMatch(/script|onerror|javascript:|onclick|alert/i);
    expect(row.body).toContain('<p>Hi</p>');
    expect(row.body).toContain('<h2>Fleet</h2>');
    const res = await call(newsItem.PUT, { token: media, params: byId(row.id), body: { version: 1, body: `<p>ok</p>${dirty}` } });
    expect(res.status, res.text).toBe(200);
    const again = (await call(newsItem.GET, { token: media, params: byId(row.id) })).json;
    expect(again.body).not.toMatch(/script|onerror|javascript:|alert/i);
    expect(again.version).toBe(2);
  });

  it('refuses a body with nothing left to read, and bad input, changing nothing', async () => {
    const before = await db.newsArticle.count();
    const empty = await create({ body: '<script>alert(1)</script>' });
    expect(empty.status).toBe(400);
    expect(empty.json.error.fields.body).toBe('Please write the article');
    expect((await create({ title: '' })).json.error.fields.title).toBe('Please input title');
    expect((await create({ slug: 'Not a slug!' })).status).toBe(400);
    expect((await create({ status: 'live' })).status).toBe(400);
    expect((await create({ extra: 1 })).status).toBe(400);
    const noCover = await create({ cover_id: '00000000-0000-4000-8000-000000000000' });
    expect(noCover.status).toBe(400);
    expect(noCover.json.error.fields.cover_id).toMatch(/upload the file first/);
    expect(await db.newsArticle.count()).toBe(before);
  });

  it('keeps slugs unique: a taken slug is 409 naming it, on create and update', async () => {
    const first = await created();
    const dup = await create({ slug: first.slug });
    expect(dup.status).toBe(409);
    expect(dup.json.error.message).toBe(`The slug "${first.slug}" is already used by another article: change the slug`);
    expect(dup.json.error.fields.slug).toBeDefined();
    const sameTitle = await create({ title: first.title });
    expect(sameTitle.status).toBe(409);
    const other = await created();
    const put = await call(newsItem.PUT, { token: media, params: byId(other.id), body: { version: 1, slug: first.slug } });
    expect(put.status).toBe(409);
    const own = await call(newsItem.PUT, { token: media, params: byId(first.id), body: { version: 1, slug: first.slug } });
    expect(own.status, own.text).toBe(200);
  });

  it('of two parallel saves of the same version exactly one wins; the other is 409 and changes nothing', async () => {
    const row = await created();
    const [a, b] = await Promise.all(
      ['Edited by Ana', 'Edited by Budi'].map((title) =>
        call(newsItem.PUT, { token: media, params: byId(row.id), body: { version: row.version, title } }),
      ),
    );
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect(loser.json.error.message).toBe('Someone else saved this article meanwhile: reload it');
    const after = (await call(newsItem.GET, { token: media, params: byId(row.id) })).json;
    expect(after.version).toBe(2);
    expect(after.title).toBe(a.status === 200 ? 'Edited by Ana' : 'Edited by Budi');
    const stale = await call(newsItem.PUT, { token: media, params: byId(row.id), body: { version: 1, title: 'Late' } });
    expect(stale.status).toBe(409);
    expect((await call(newsItem.PUT, { token: media, params: byId(row.id), body: { title: 'No version' } })).status).toBe(400);
  });

  it('publishes: published_at defaults to now; scheduled needs a future time; a future time is not for published', async () => {
    const row = await created();
    const put = await call(newsItem.PUT, { token: media, params: byId(row.id), body: { version: 1, status: 'published' } });
    expect(put.status, put.text).toBe(200);
    const published = (await call(newsItem.GET, { token: media, params: byId(row.id) })).json;
    expect(published.status).toBe('published');
    expect(published.live).toBe(true);
    expect(Math.abs(new Date(published.published_at).getTime() - Date.now())).toBeLessThan(60_000);

    expect((await create({ status: 'scheduled' })).json.error.fields.published_at).toBe('Please input the publish time');
    const past = await create({ status: 'scheduled', published_at: inHours(-1) });
    expect(past.status).toBe(400);
    expect(past.json.error.message).toBe('A scheduled article needs a publish time in the future');
    expect((await create({ status: 'published', published_at: inHours(5) })).status).toBe(400);
    const scheduled = await created({ status: 'scheduled', published_at: inHours(3) });
    expect(scheduled).toMatchObject({ status: 'scheduled', live: false });
  });

  it('lists paged, sorted, searched by title and filtered by status; gets one; deletes', async () => {
    const word = unique('Fleet').replace(/\W+/g, '');
    const a = await created({ title: `${word} ATR 72 joins the fleet` });
    const b = await created({ title: `${word} Caravan delivery`, status: 'published' });
    const c = await created({ title: `${word} Wamena schedule`, status: 'scheduled', published_at: inHours(2) });
    const list = await call(newsCollection.GET, { token: media, query: { q: word.toLowerCase(), sort: 'title', order: 'asc' } });
    expect(list.status).toBe(200);
    expect(list.json.total).toBe(3);
    expect(list.json.data.map((r: { id: number }) => r.id)).toEqual([a.id, b.id, c.id]);
    const paged = await call(newsCollection.GET, { token: media, query: { q: word, sort: 'title', order: 'desc', limit: 1, page: 2 } });
    expect(paged.json).toMatchObject({ total: 3, data: [{ id: b.id }] });
    const drafts = await call(newsCollection.GET, { token: media, query: { q: word, status: 'draft' } });
    expect(drafts.json.data.map((r: { id: number }) => r.id)).toEqual([a.id]);
    expect((await call(newsCollection.GET, { token: media, query: { status: 'gone' } })).status).toBe(400);

    expect((await call(newsItem.DELETE, { token: media, params: byId(a.id) })).json).toEqual({ affected: 1 });
    expect((await call(newsItem.GET, { token: media, params: byId(a.id) })).status).toBe(404);
    expect((await call(newsItem.DELETE, { token: media, params: byId(a.id) })).status).toBe(404);
    expect((await call(newsItem.PUT, { token: media, params: byId(a.id), body: { version: 1, title: 'x' } })).status).toBe(404);
  });

  it('takes an uploaded image as cover and refuses a file that is not one', async () => {
    const cover = await coverImage();
    const row = await created({ cover_id: cover });
    expect(row).toMatchObject({ cover_id: cover, cover_url: `/api/upload/${cover}` });
    const form = new FormData();
    form.set('file', new File([new TextEncoder().encode('hello')], 'notes.txt', { type: 'text/plain' }));
    const text = (await call(upload, { token: media, raw: form })).json.id;
    const res = await call(newsItem.PUT, { token: media, params: byId(row.id), body: { version: 1, cover_id: text } });
    expect(res.status).toBe(400);
    expect(res.json.error.fields.cover_id).toBe('The cover must be an image');
  });

  it('is open to airline_media (and admin/root): 401 without sign-in, 403 for other roles', async () => {
    const row = await created();
    expect((await call(newsCollection.GET, { token: admin })).status).toBe(200);
    for (const token of [marineCs, manager]) {
      expect((await call(newsCollection.GET, { token })).status).toBe(403);
      expect((await call(newsItem.GET, { token, params: byId(row.id) })).status).toBe(403);
      expect((await create({}, token)).status).toBe(403);
      expect((await call(newsItem.PUT, { token, params: byId(row.id), body: { version: 1, title: 'x' } })).status).toBe(403);
      expect((await call(newsItem.DELETE, { token, params: byId(row.id) })).status).toBe(403);
    }
    expect((await call(newsCollection.GET, {})).status).toBe(401);
    expect((await call(newsCollection.POST, { body: { title: 'x', body: 'y' } })).status).toBe(401);
    expect((await call(newsItem.PUT, { params: byId(row.id), body: { version: 1 } })).status).toBe(401);
    expect((await call(newsItem.DELETE, { params: byId(row.id) })).status).toBe(401);
    expect((await call(newsItem.GET, { token: media, params: byId(row.id) })).json.version).toBe(1);
  });
});

describe('public news (no sign-in)', () => {
  it('shows published articles newest first, hides drafts and scheduled ones not yet due, shows a due one', async () => {
    const cover = await coverImage();
    const draft = await created();
    const older = await created({ status: 'published', published_at: inHours(-48), cover_id: cover });
    const newer = await created({ status: 'published', published_at: inHours(-1) });
    const scheduled = await created({ status: 'scheduled', published_at: inHours(1) });

    const ids = async () => {
      const res = await call(publicNewsList, { query: { limit: 100 } });
      expect(res.status).toBe(200);
      return res.json.data.map((r: { id: number }) => r.id) as number[];
    };
    let listed = await ids();
    expect(listed).toContain(older.id);
    expect(listed.indexOf(newer.id)).toBeLessThan(listed.indexOf(older.id));
    expect(listed).not.toContain(draft.id);
    expect(listed).not.toContain(scheduled.id);
    expect((await call(publicNewsGet, { params: { slug: draft.slug } })).status).toBe(404);
    expect((await call(publicNewsGet, { params: { slug: scheduled.slug } })).status).toBe(404);
    expect((await call(publicNewsGet, { params: { slug: 'no-such-article' } })).status).toBe(404);

    const one = await call(publicNewsGet, { params: { slug: older.slug } });
    expect(one.status).toBe(200);
    expect(one.json).toEqual({
      id: older.id,
      title: older.title,
      slug: older.slug,
      summary: null,
      body: older.body,
      cover_url: `/api/public/news/${older.slug}/cover`,
      published_at: older.published_at,
      author: expect.any(String),
    });
    const image = await call(publicNewsCoverGet, { params: { slug: older.slug } });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect((await call(publicNewsCoverGet, { params: { slug: newer.slug } })).status).toBe(404);

    // Its time passes (moved back here instead of waiting): public at once, with nobody changing its status.
    await db.newsArticle.update({ where: { id: scheduled.id }, data: { published_at: new Date(Date.now() - 1000) } });
    listed = await ids();
    expect(listed).toContain(scheduled.id);
    expect((await call(publicNewsGet, { params: { slug: scheduled.slug } })).status).toBe(200);
    const staff = (await call(newsItem.GET, { token: media, params: byId(scheduled.id) })).json;
    expect(staff).toMatchObject({ status: 'scheduled', live: true });

    // Saving it unchanged afterwards stores it as published, keeping its time.
    const put = await call(newsItem.PUT, {
      token: media,
      params: byId(scheduled.id),
      body: { version: 1, status: 'scheduled', title: 'Due' },
    });
    expect(put.status, put.text).toBe(200);
    expect((await call(newsItem.GET, { token: media, params: byId(scheduled.id) })).json).toMatchObject({
      status: 'published',
      live: true,
    });
  });

  it('pages and refuses a bad page or limit with 400', async () => {
    const res = await call(publicNewsList, { query: { limit: 1, page: 1 } });
    expect(res.status).toBe(200);
    expect(res.json.data.length).toBeLessThanOrEqual(1);
    expect(res.json.total).toBeGreaterThanOrEqual(res.json.data.length);
    expect((await call(publicNewsList, { query: { limit: 1000 } })).status).toBe(400);
    expect((await call(publicNewsList, { query: { page: 0 } })).status).toBe(400);
  });
});

describe('demo news (prisma/seed/news.ts)', () => {
  it('has published articles with covers, drafts and one scheduled ahead, by the media user, sanitised', async () => {
    const seeded = await db.newsArticle.findMany({
      where: { author: { email: 'airline_media@example.com' }, slug: { startsWith: 'draft-' } },
    });
    expect(seeded.length).toBeGreaterThanOrEqual(3);
    const ahead = await db.newsArticle.findUnique({ where: { slug: 'online-check-in-opens-for-scheduled-flights' } });
    expect(ahead).toMatchObject({ status: 'scheduled' });
    expect(ahead?.published_at?.getTime()).toBeGreaterThan(Date.now());
    const route = await call(publicNewsGet, { params: { slug: 'new-route-sentani-to-wamena-three-times-a-day' } });
    expect(route.status).toBe(200);
    expect(route.json.body).toContain('<ul>');
    expect(route.json.cover_url).not.toBeNull();
  });
});
