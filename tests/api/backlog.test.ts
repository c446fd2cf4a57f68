// The backlog & help widget's API (issue 15): the shared backlog, author-only edits, the statuses of spec 4,
// comments with spec 5's id rule, and the help entries that root and admin edit.
import { beforeAll, describe, expect, it } from 'vitest';
import { backlogCollection, backlogComment, backlogItem, helpCollection, helpItem } from '@/server/api/backlog';
import { db } from '@/server/db';
import type { RouteHandler } from '@/server/http/route';
import { byId, call, tokensFor } from '../support/api-client';

let occ: string;
let cs: string;
let admin: string;
let root: string;
let occId: number;
let counter = 0;
const title = (t: string) => `${t} ${process.pid}-${++counter}`;

beforeAll(async () => {
  [occ, cs, admin, root] = await tokensFor('airline_occ', 'marine_cs', 'admin', 'root');
  occId = (await db.user.findUniqueOrThrow({ where: { email: 'airline_occ@example.com' } })).id;
});

async function create(token: string, body: Record<string, unknown>) {
  const res = await call(backlogCollection.POST, { token, body: { category: 'ISSUE', title: title('Item'), ...body } });
  expect(res.status, res.text).toBe(200);
  return res.json.id as number;
}
const detail = (token: string, id: number) => call(backlogItem.GET, { token, params: byId(id) });
const list = (token: string, query: Record<string, string | number>) => call(backlogCollection.GET, { token, query });
const ids = (res: { json: { data: { id: number }[] } }) => res.json.data.map((r) => r.id);
const comment = (token: string, pathId: string, body: Record<string, unknown>) =>
  call(backlogComment.POST, { token, params: { id: pathId }, body });

describe('backlog items', () => {
  it('refuses every call without a session', async () => {
    const calls: [RouteHandler, Record<string, string>?][] = [
      [backlogCollection.GET],
      [backlogCollection.POST],
      [backlogItem.GET, byId(1)],
      [backlogComment.POST, byId(0)],
      [helpCollection.GET],
      [helpCollection.POST],
      [helpItem.GET, byId(1)],
      [helpItem.PUT, byId(1)],
      [helpItem.DELETE, byId(1)],
    ];
    for (const [handler, params] of calls) {
      const res = await call(handler, { params, body: handler.spec.method === 'GET' ? undefined : {} });
      expect(res.status, `${handler.spec.method} ${handler.spec.path}`).toBe(401);
    }
  });

  it('creates with id 0 or none as the signed-in author, whatever user is sent; everyone sees it', async () => {
    const t = title('Calendar misses the last flight');
    const id = await create(occ, { id: 0, user: 1, path: 'flight-route-schedule', title: t, description: 'After 23:00' });
    const got = await detail(cs, id);
    expect(got.status).toBe(200);
    expect(got.json).toMatchObject({
      id,
      user: occId,
      user_name: 'Demo OCC',
      category: 'ISSUE',
      path: 'flight-route-schedule',
      title: t,
      description: 'After 23:00',
      status: 0,
      priority: 1,
      comments: [],
      comments_count: 0,
    });
    expect(Date.parse(got.json.created)).toBeGreaterThan(Date.now() - 60_000);
    const noId = await create(cs, { category: 'IDEA', path: 'marine-product' });
    expect((await detail(occ, noId)).json).toMatchObject({ category: 'IDEA', path: 'marine-product', status: 0 });
    // The shared backlog: another unit's staff list both.
    expect(ids(await list(cs, { q: t }))).toEqual([id]);
    expect(ids(await list(occ, { limit: 10000 }))).toEqual(expect.arrayContaining([id, noId]));
  });

  it('lets the author, root and admin update, with any status; others get 403 and change nothing', async () => {
    const id = await create(occ, { path: 'flight-fleet' });
    for (const status of [1, 2, 0, 99, 1]) {
      const res = await call(backlogCollection.POST, {
        token: occ,
        body: { id, category: 'ISSUE', path: 'flight-fleet', title: 'Renamed by the author', status, priority: 3 },
      });
      expect(res.status, res.text).toBe(200);
      expect(res.json).toEqual({ id });
      expect((await detail(occ, id)).json).toMatchObject({ status, priority: 3, title: 'Renamed by the author' });
    }
    const refused = await call(backlogCollection.POST, { token: cs, body: { id, category: 'IDEA', title: 'Hijacked', status: 2 } });
    expect(refused.status).toBe(403);
    expect(refused.json.error.message).toMatch(/author/);
    expect((await detail(cs, id)).json).toMatchObject({ title: 'Renamed by the author', status: 1, category: 'ISSUE' });
    for (const token of [admin, root]) {
      const res = await call(backlogCollection.POST, { token, body: { id, category: 'IDEA', title: 'Triaged', status: 2 } });
      expect(res.status, res.text).toBe(200);
    }
    // An admin's edit keeps the author.
    expect((await detail(occ, id)).json).toMatchObject({ user: occId, category: 'IDEA', title: 'Triaged', status: 2, path: 'other' });
    const missing = await call(backlogCollection.POST, { token: admin, body: { id: 2_000_000_000, category: 'IDEA', title: 'x' } });
    expect(missing.status).toBe(404);
  });

  it('removes with status 100: no longer listed, its id answers 404, it cannot be edited or commented', async () => {
    const t = title('Duplicate');
    const id = await create(occ, { title: t });
    expect((await call(backlogCollection.POST, { token: occ, body: { id, category: 'ISSUE', title: t, status: 100 } })).status).toBe(200);
    expect(ids(await list(admin, { q: t }))).toEqual([]);
    expect((await detail(occ, id)).status).toBe(404);
    expect((await call(backlogCollection.POST, { token: occ, body: { id, category: 'ISSUE', title: t, status: 0 } })).status).toBe(404);
    expect((await comment(occ, '0', { backlog: id, comment: 'Still there?' })).status).toBe(404);
    expect((await list(occ, { status: 100 })).status).toBe(400);
  });

  it('refuses bad input with a message on the field and writes nothing', async () => {
    const before = await db.backlogItem.count();
    const cases: [Record<string, unknown>, string][] = [
      [{ category: 'ISSUE' }, 'title'],
      [{ category: 'ISSUE', title: '   ' }, 'title'],
      [{ category: 'BUG', title: 'x' }, 'category'],
      [{ title: 'x' }, 'category'],
      [{ category: 'ISSUE', title: 'x', status: 5 }, 'status'],
      [{ category: 'ISSUE', title: 'x', priority: 9 }, 'priority'],
      [{ category: 'ISSUE', title: 'x', path: 'Flight Fleet!' }, 'path'],
      [{ category: 'ISSUE', title: 'x', id: -1 }, 'id'],
      [{ category: 'ISSUE', title: 'x', owner: 3 }, 'owner'],
    ];
    for (const [body, field] of cases) {
      const res = await call(backlogCollection.POST, { token: occ, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json.error.fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect(
      (await call(backlogCollection.POST, { token: occ, raw: '{not json', headers: { 'content-type': 'application/json' } })).status,
    ).toBe(400);
    expect(await db.backlogItem.count()).toBe(before);
    expect((await detail(occ, 0)).status).toBe(404);
    expect((await call(backlogItem.GET, { token: occ, params: { id: 'abc' } })).status).toBe(404);
  });

  it('filters by status, category, author, the context of spec 2 and q', async () => {
    const tag = title('ctx');
    const fleet = await create(occ, { title: `${tag} fleet`, path: 'flight-fleet', status: 1 });
    const purchaseNew = await create(cs, { title: `${tag} purchase new`, path: 'purchase_new', category: 'IDEA' });
    const home = await create(cs, { title: `${tag} home`, path: 'index', status: 2 });
    const archived = await create(occ, { title: `${tag} archived`, path: 'flight-fleet', status: 99 });
    const q = { q: tag };
    expect(ids(await list(occ, q)).sort()).toEqual([fleet, purchaseNew, home, archived].sort());
    expect(ids(await list(occ, { ...q, path: 'all' })).sort()).toEqual([fleet, purchaseNew, home, archived].sort());
    expect(ids(await list(occ, { ...q, path: 'flight-fleet' })).sort()).toEqual([fleet, archived].sort());
    expect(ids(await list(occ, { ...q, path: 'purchase' }))).toEqual([purchaseNew]);
    expect(ids(await list(occ, { ...q, path: 'other' }))).toEqual([home]);
    expect(ids(await list(occ, { ...q, status: 1 }))).toEqual([fleet]);
    expect(ids(await list(occ, { ...q, status: 99 }))).toEqual([archived]);
    expect(ids(await list(occ, { ...q, category: 'IDEA' }))).toEqual([purchaseNew]);
    expect(ids(await list(occ, { ...q, user: occId })).sort()).toEqual([fleet, archived].sort());
    // Newest first; the description is searched too.
    expect(ids(await list(occ, q))[0]).toBe(archived);
    const described = await create(occ, { title: title('Plain'), description: `${tag}-in-the-text` });
    expect(ids(await list(occ, { q: `${tag}-in-the-text` }))).toEqual([described]);
    const bads: Record<string, string | number>[] = [
      { path: 'flight' },
      { status: 'new' },
      { category: 'bug' },
      { sort: 'user_name' },
      { limit: 0 },
    ];
    for (const bad of bads) {
      const res = await list(occ, bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.json.error.message).toBeTruthy();
    }
  });
});

describe('backlog comments', () => {
  let item: number;
  beforeAll(async () => {
    item = await create(occ, { path: 'marine-warehouse' });
  });

  it('adds with id 0, and parses any other id as an integer falling back to 0 (spec 5)', async () => {
    const first = await comment(cs, '0', { backlog: item, comment: 'Same here', status: 1 });
    expect(first.status, first.text).toBe(200);
    for (const pathId of ['new', 'abc', '-4', '']) {
      const res = await comment(occ, pathId || ' ', { id: 'x', backlog: item, comment: `Added via ${pathId || 'blank'}` });
      expect(res.status, `${pathId}: ${res.text}`).toBe(200);
      expect(res.json.id).toBeGreaterThan(first.json.id);
    }
    const got = await detail(admin, item);
    expect(got.json.comments).toHaveLength(5);
    expect(got.json.comments_count).toBe(5);
    expect(got.json.comments[0]).toMatchObject({
      id: first.json.id,
      backlog: item,
      comment: 'Same here',
      status: 1,
      user_name: 'Demo Marine - Customer Service',
    });
    expect(Date.parse(got.json.comments[0].created)).toBeGreaterThan(0);
    // An id in the path or the body names the comment to edit: '12abc' is 12, "12" in the body too.
    const editPath = await comment(cs, `${first.json.id}abc`, { comment: 'Same here, every evening' });
    expect(editPath.json).toEqual({ id: first.json.id });
    const editBody = await comment(cs, '0', { id: String(first.json.id), comment: 'Same here, every day' });
    expect(editBody.json).toEqual({ id: first.json.id });
    expect((await detail(occ, item)).json.comments[0].comment).toBe('Same here, every day');
  });

  it("lets only a comment's author, root and admin edit or withdraw it", async () => {
    const { json } = await comment(cs, '0', { backlog: item, comment: 'Mine' });
    const cid = String(json.id);
    const refused = await comment(occ, cid, { comment: 'Not yours' });
    expect(refused.status).toBe(403);
    expect((await db.backlogComment.findUniqueOrThrow({ where: { id: json.id } })).comment).toBe('Mine');
    expect((await comment(admin, cid, { comment: 'Moderated' })).status).toBe(200);
    const before = (await detail(occ, item)).json.comments_count;
    expect((await comment(cs, cid, { comment: 'Moderated', status: 0 })).status).toBe(200);
    const after = (await detail(occ, item)).json;
    expect(after.comments_count).toBe(before - 1);
    expect(after.comments.map((c: { id: number }) => c.id)).not.toContain(json.id);
  });

  it('refuses what cannot be saved, naming the field', async () => {
    const before = await db.backlogComment.count();
    const bad: [string, Record<string, unknown>, number, string?][] = [
      ['0', { comment: 'No item' }, 400, 'backlog'],
      ['0', { backlog: item, comment: '' }, 400, 'comment'],
      ['0', { backlog: item, comment: 'Hidden from the start', status: 0 }, 400, 'status'],
      ['0', { backlog: item, comment: 'x', status: 2 }, 400, 'status'],
      ['0', { backlog: item, comment: 'x', extra: true }, 400, 'extra'],
      ['0', { backlog: 2_000_000_000, comment: 'Unknown item' }, 404],
      ['2000000000', { comment: 'Unknown comment' }, 404],
      ['99999999999', { comment: 'Past int4' }, 404],
    ];
    for (const [pathId, body, status, field] of bad) {
      const res = await comment(occ, pathId, body);
      expect(res.status, `${pathId} ${JSON.stringify(body)}: ${res.text}`).toBe(status);
      if (field) expect(Object.keys(res.json.error.fields ?? {})).toContain(field);
    }
    const { json } = await comment(occ, '0', { backlog: item, comment: 'To move' });
    const other = await create(occ, {});
    expect((await comment(occ, String(json.id), { backlog: other, comment: 'Moved' })).status).toBe(400);
    expect((await comment(occ, String(json.id), { id: json.id + 1, comment: 'Two ids' })).status).toBe(400);
    expect(await db.backlogComment.count()).toBe(before + 1);
  });
});

describe('demo data', () => {
  it('seeds a backlog across contexts and statuses, with comments', async () => {
    const seeded = await db.backlogItem.findMany({
      where: { user: { email: { endsWith: '@example.com' } } },
      select: { path: true, status: true },
    });
    expect(seeded.length).toBeGreaterThanOrEqual(10);
    // Other tests of this file add items (one removed, status 100) by demo users too.
    expect([...new Set(seeded.map((i) => i.status))]).toEqual(expect.arrayContaining([0, 1, 2, 99]));
    expect(new Set(seeded.map((i) => i.path)).size).toBeGreaterThanOrEqual(8);
    expect(await db.backlogComment.count()).toBeGreaterThan(5);
  });
});

describe('help entries', () => {
  it('are seeded and searchable by everyone signed in', async () => {
    const all = await call(helpCollection.GET, { token: cs });
    expect(all.status).toBe(200);
    expect(all.json.total).toBeGreaterThanOrEqual(15);
    const found = await call(helpCollection.GET, { token: cs, query: { q: 'approve a PURCHASE' } });
    expect(found.json.data.map((h: { title: string }) => h.title)).toEqual(['How to approve a purchase']);
    const byText = await call(helpCollection.GET, { token: occ, query: { q: 'packing slip' } });
    expect(byText.json.data.map((h: { path: string }) => h.path)).toContain('marine-transaction');
  });

  it('are written by root and admin only', async () => {
    const body = { title: title('How to read the backlog'), desc: 'Open the widget.\nPick a tab.', path: 'inventory' };
    for (const token of [cs, occ]) {
      expect((await call(helpCollection.POST, { token, body })).status).toBe(403);
    }
    const created = await call(helpCollection.POST, { token: admin, body });
    expect(created.status).toBe(201);
    const id = created.json.id;
    expect((await call(helpItem.GET, { token: cs, params: byId(id) })).json).toMatchObject(body);
    expect((await call(helpCollection.POST, { token: root, body })).status).toBe(409);
    expect((await call(helpCollection.POST, { token: root, body: { title: 'No text' } })).json.error.fields).toHaveProperty('desc');
    expect((await call(helpItem.PUT, { token: occ, params: byId(id), body: { desc: 'Changed' } })).status).toBe(403);
    expect((await call(helpItem.PUT, { token: root, params: byId(id), body: { desc: 'Changed', path: null } })).status).toBe(200);
    expect((await call(helpItem.GET, { token: cs, params: byId(id) })).json).toMatchObject({ desc: 'Changed', path: null });
    expect((await call(helpItem.DELETE, { token: cs, params: byId(id) })).status).toBe(403);
    expect((await call(helpItem.DELETE, { token: admin, params: byId(id) })).json).toEqual({ affected: 1 });
    expect((await call(helpItem.GET, { token: cs, params: byId(id) })).status).toBe(404);
    expect((await call(helpItem.DELETE, { token: admin, params: byId(id) })).status).toBe(404);
  });
});
