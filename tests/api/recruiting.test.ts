// The recruitment pipeline: GET recruiting (counts per status, pages, filters, scope), update-status (the
// moves table, reasons, history, parallel moves), the bulk move (all or nothing) and who may call what.
// The erasure is in recruiting-erasure.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@/lib/rules/recruitment';
import { candidateBulkStatus, recruitingDelete, recruitingList, recruitingUpdateStatus } from '@/server/api/recruiting';
import { db } from '@/server/db';
import type { RouteHandler } from '@/server/http/route';
import { call, tokensFor } from '../support/api-client';
import { application, candidate, careersTag, pipeline, posting } from '../support/careers-fixtures';

let hrd: string;
let expat: string;
let manager: string;
let admin: string;
let marineCs: string;
let media: string;
beforeAll(async () => {
  [hrd, expat, manager, admin, marineCs, media] = await tokensFor('hrd', 'hrd_expat', 'manager', 'admin', 'marine_cs', 'airline_media');
});

const move = (token: string, body: Record<string, unknown>) => call(recruitingUpdateStatus, { token, body });
const bulk = (token: string, body: Record<string, unknown>) => call(candidateBulkStatus, { token, body });
const board = (token: string, query: Record<string, string | number>) => call(recruitingList, { token, query });
const statusOf = async (id: number) => (await db.jobApplication.findUniqueOrThrow({ where: { id } })).status;
const historyOf = (ids: number[]) => db.jobApplicationHistory.findMany({ where: { application_id: { in: ids } }, orderBy: { id: 'asc' } });

describe('who may call the pipeline', () => {
  const calls: [string, RouteHandler, Record<string, unknown> | undefined][] = [
    ['GET recruiting', recruitingList, undefined],
    ['update-status', recruitingUpdateStatus, { id: 1, status: 1 }],
    ['bulk', candidateBulkStatus, { ids: [1], status: 1 }],
    ['delete-recruitment', recruitingDelete, { candidate_id: 1 }],
  ];
  it.each(calls)('%s: 401 without a session, 403 for roles without careers', async (_, handler, body) => {
    expect((await call(handler, { body })).status).toBe(401);
    for (const token of [marineCs, media]) {
      const res = await call(handler, { token, body });
      expect(res.status).toBe(403);
      expect(res.json.error.code).toBe('forbidden');
    }
  });
});

describe('GET recruiting', () => {
  it('gives per posting every status count (zeros too) and the applications, newest change first', async () => {
    const { posting: p, ids } = await pipeline(db, 'local', [0, 0, 1, 2, 99]);
    await db.jobApplication.update({ where: { id: ids[0] }, data: { updated_at: new Date(Date.now() + 60_000) } });
    const res = await board(hrd, { posting_id: p.id });
    expect(res.status, res.text).toBe(200);
    expect(res.json.total).toBe(1);
    const [one] = res.json.data;
    expect(one.posting).toEqual({ id: p.id, title: p.title, track: 'local', department: 'Engineering', closes_on: '2026-12-25' });
    expect(one.counts).toEqual(APPLICATION_STATUSES.map((s) => ({ status: s, count: { 0: 2, 1: 1, 2: 1, 99: 1, 100: 0 }[s] })));
    expect(one.applications).toMatchObject({ total: 5, page: 1, limit: 200 });
    expect(one.applications.data[0]).toMatchObject({ id: ids[0], status: 0, erased: false, decline_reason: null });
    expect(one.applications.data.map((a: { id: number }) => a.id).sort()).toEqual([...ids].sort());
    const declined = one.applications.data.find((a: { status: number }) => a.status === 99);
    expect(declined.decline_reason).toBe('Position filled');
    const person = await db.candidate.findUniqueOrThrow({ where: { id: declined.candidate_id } });
    expect(declined).toMatchObject({ candidate_name: person.name, email: person.email, updated_at: expect.stringMatching(/Z$/) });
  });

  it('filters by status and q (name or email, any case) and pages; the counts stay whole', async () => {
    const p = await posting(db, 'expat');
    const ada = await candidate(db, { name: 'Ada Lovelace-Pratama', email: `ada.${careersTag()}@mail.test` });
    await application(db, p.id, 1, ada);
    for (const s of [0, 1, 1, 2] as const) await application(db, p.id, s);
    const confirmed = await board(expat, { posting_id: p.id, status: 1 });
    expect(confirmed.json.data[0].applications.total).toBe(3);
    expect(confirmed.json.data[0].counts.find((c: { status: number }) => c.status === 1).count).toBe(3);
    expect(confirmed.json.data[0].counts.reduce((s: number, c: { count: number }) => s + c.count, 0)).toBe(5);
    for (const q of ['LOVELACE', 'ada lovelace', (ada.email ?? '').split('@')[0].toUpperCase()]) {
      const found = await board(manager, { posting_id: p.id, q });
      expect(
        found.json.data[0].applications.data.map((a: { candidate_id: number }) => a.candidate_id),
        q,
      ).toEqual([ada.id]);
    }
    expect((await board(manager, { posting_id: p.id, q: '%' })).json.data[0].applications.total).toBe(0);
    const page2 = await board(manager, { posting_id: p.id, limit: 2, page: 2 });
    expect(page2.json.data[0].applications).toMatchObject({ total: 5, page: 2, limit: 2 });
    expect(page2.json.data[0].applications.data).toHaveLength(2);
    const page3 = await board(manager, { posting_id: p.id, limit: 2, page: 3 });
    expect(page3.json.data[0].applications.data).toHaveLength(1);
    const bads: Record<string, string | number>[] = [
      { status: 5 },
      { status: 'x' },
      { limit: 0 },
      { limit: 1001 },
      { page: 0 },
      { posting_id: 'a' },
      { sort: 'id' },
    ];
    for (const query of bads) {
      const bad = await board(manager, query);
      expect(bad.status, JSON.stringify(query)).toBe(400);
      expect(bad.json.error.message).toEqual(expect.any(String));
    }
  });

  it("shows each HR only their track, managers and admins both; another track's posting is 404", async () => {
    const local = await pipeline(db, 'local', [0]);
    const foreign = await pipeline(db, 'expat', [0]);
    const ids = async (token: string) => (await board(token, { limit: 1 })).json.data.map((d: { posting: { id: number } }) => d.posting.id);
    const seen = { hrd: await ids(hrd), expat: await ids(expat), manager: await ids(manager), admin: await ids(admin) };
    expect(seen.hrd).toContain(local.posting.id);
    expect(seen.hrd).not.toContain(foreign.posting.id);
    expect(seen.expat).toContain(foreign.posting.id);
    expect(seen.expat).not.toContain(local.posting.id);
    for (const both of [seen.manager, seen.admin]) expect(both).toEqual(expect.arrayContaining([local.posting.id, foreign.posting.id]));
    expect((await board(hrd, { posting_id: foreign.posting.id })).status).toBe(404);
    expect((await board(expat, { posting_id: local.posting.id })).status).toBe(404);
    expect((await board(manager, { posting_id: 2_000_000 })).status).toBe(404);
  });
});

describe('POST recruiting/update-status', () => {
  it('moves along the allowed moves, keeps the decline reason only while declined, and writes the history', async () => {
    const { ids } = await pipeline(db, 'local', [0]);
    const [id] = ids;
    const hrdUser = await db.user.findUniqueOrThrow({ where: { email: 'hrd@example.com' } });
    const steps: [ApplicationStatus, string | undefined][] = [
      [1, undefined],
      [2, undefined],
      [1, undefined],
      [99, 'Failed the interview'],
      [0, undefined],
    ];
    for (const [status, reason] of steps) {
      const res = await move(hrd, { id, status, reason, note: `to ${status}` });
      expect(res.status, res.text).toBe(200);
      expect(res.json).toMatchObject({ id, status, decline_reason: reason ?? null });
    }
    const history = (await historyOf([id])).filter((h) => h.action === 'status');
    expect(history.map((h) => [h.from_status, h.to_status, h.reason, h.note, h.user_id])).toEqual([
      [0, 1, null, 'to 1', hrdUser.id],
      [1, 2, null, 'to 2', hrdUser.id],
      [2, 1, null, 'to 1', hrdUser.id],
      [1, 99, 'Failed the interview', 'to 99', hrdUser.id],
      [99, 0, null, 'to 0', hrdUser.id],
    ]);
  });

  it('refuses an illegal move with 409 naming both statuses, and bad bodies with 400; nothing changes', async () => {
    const { ids } = await pipeline(db, 'expat', [0, 100]);
    const before = await historyOf(ids);
    const illegal = await move(expat, { id: ids[0], status: 2 });
    expect(illegal.status).toBe(409);
    expect(illegal.json.error).toMatchObject({ code: 'conflict', message: 'Cannot move an application from Pending to Interview' });
    expect((await move(expat, { id: ids[1], status: 0 })).json.error.message).toBe('Cannot move an application from Deleted to Pending');
    expect((await move(expat, { id: ids[0], status: 0 })).status).toBe(409);
    const stale = await move(expat, { id: ids[0], status: 1, from: 2 });
    expect(stale.status).toBe(409);
    expect(stale.json.error.message).toMatch(/is now Pending, no longer Interview/);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ id: ids[0], status: 99 }, 'reason', 'Please choose a reason for declining'],
      [{ id: ids[0], status: 99, reason: 'Too tall' }, 'reason', 'Please choose a reason from the list'],
      [{ id: ids[0], status: 1, reason: 'Position filled' }, 'reason', 'A reason is given only when declining'],
      [
        { id: ids[0], status: 3 },
        'status',
        'status must be one of 0 (Pending), 1 (Confirmed), 2 (Interview), 99 (Declined), 100 (Deleted)',
      ],
      [{ id: 'x', status: 1 }, 'id', 'Please choose an application'],
      [{ id: ids[0], status: 1, extra: true }, 'extra', 'Unknown field extra'],
      [{ id: ids[0], status: 1, note: 'x'.repeat(1001) }, 'note', 'Note may have at most 1000 characters'],
    ];
    for (const [body, field, message] of cases) {
      const res = await move(expat, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error.fields[field]).toBe(message);
    }
    expect(await statusOf(ids[0])).toBe(0);
    expect(await historyOf(ids)).toEqual(before);
  });

  it('answers 404 for an application of the other track, both ways, and an unknown one', async () => {
    const local = await pipeline(db, 'local', [0]);
    const foreign = await pipeline(db, 'expat', [0]);
    for (const [token, id] of [
      [hrd, foreign.ids[0]],
      [expat, local.ids[0]],
      [manager, 2_000_000],
    ] as const) {
      const res = await move(token, { id, status: 1 });
      expect(res.status).toBe(404);
      expect(res.json.error).toEqual({ code: 'not_found', message: `Application ${id} not found`, ids: [id] });
    }
    expect(await statusOf(local.ids[0])).toBe(0);
    expect(await statusOf(foreign.ids[0])).toBe(0);
    expect((await move(manager, { id: local.ids[0], status: 1 })).status).toBe(200);
    expect((await move(admin, { id: foreign.ids[0], status: 1 })).status).toBe(200);
  });

  it('lets exactly one of two parallel moves from the same status win', async () => {
    const { ids } = await pipeline(db, 'local', [0, 0]);
    const same = await Promise.all([move(hrd, { id: ids[0], status: 1 }), move(manager, { id: ids[0], status: 1 })]);
    expect(same.map((r) => r.status).sort()).toEqual([200, 409]);
    const different = await Promise.all([
      move(hrd, { id: ids[1], status: 1, from: 0 }),
      move(manager, { id: ids[1], status: 99, reason: 'Position filled', from: 0 }),
    ]);
    expect(different.map((r) => r.status).sort()).toEqual([200, 409]);
    const moves = (await historyOf(ids)).filter((h) => h.action === 'status');
    expect(moves).toHaveLength(2);
    expect(moves.every((h) => h.from_status === 0)).toBe(true);
  });
});

describe('PUT user/candidate-bulk-status', () => {
  it('moves every application in one go, a history row each', async () => {
    const { ids } = await pipeline(db, 'local', [0, 0, 2]);
    const res = await bulk(hrd, { ids, status: 99, reason: 'Position filled', note: 'Filled by an internal move' });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({ affected: 3, ids: [...ids].sort((a, b) => a - b) });
    const rows = await db.jobApplication.findMany({ where: { id: { in: ids } } });
    expect(rows.every((r) => r.status === 99 && r.decline_reason === 'Position filled')).toBe(true);
    const moves = (await historyOf(ids)).filter((h) => h.action === 'status');
    expect(moves.map((h) => [h.application_id, h.from_status, h.to_status, h.note])).toEqual(
      expect.arrayContaining(ids.map((id, i) => [id, i === 2 ? 2 : 0, 99, 'Filled by an internal move'])),
    );
    expect(moves).toHaveLength(3);
  });

  it('changes nothing when one id is unknown, out of scope or cannot move, and names the offending ids', async () => {
    const { ids } = await pipeline(db, 'local', [0, 0, 1]);
    const foreign = await pipeline(db, 'expat', [0]);
    const before = await historyOf([...ids, ...foreign.ids]);
    const unknown = await bulk(hrd, { ids: [...ids, 2_000_000], status: 99, reason: 'Position filled' });
    expect(unknown.status).toBe(404);
    expect(unknown.json.error).toMatchObject({ code: 'not_found', ids: [2_000_000] });
    const outside = await bulk(hrd, { ids: [ids[0], foreign.ids[0]], status: 1 });
    expect(outside.status).toBe(404);
    expect(outside.json.error).toMatchObject({ message: `Application ${foreign.ids[0]} not found`, ids: [foreign.ids[0]] });
    expect((await bulk(expat, { ids: [ids[0]], status: 1 })).status).toBe(404);
    const illegal = await bulk(hrd, { ids, status: 1 });
    expect(illegal.status).toBe(409);
    expect(illegal.json.error).toMatchObject({
      code: 'conflict',
      ids: [ids[2]],
      message: `Cannot move 1 of the 3 applications to Confirmed: ${ids[2]} (Confirmed)`,
    });
    for (const body of [
      { ids: [], status: 1 },
      { ids: [ids[0], ids[0]], status: 1 },
      { ids, status: 99 },
      { ids: 'all', status: 1 },
    ]) {
      expect((await bulk(hrd, body)).status, JSON.stringify(body)).toBe(400);
    }
    const rows = await db.jobApplication.findMany({ where: { id: { in: [...ids, ...foreign.ids] } }, orderBy: { id: 'asc' } });
    expect(rows.map((r) => r.status)).toEqual([0, 0, 1, 0]);
    expect(await historyOf([...ids, ...foreign.ids])).toEqual(before);
  });
});
