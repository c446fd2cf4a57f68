// Job postings (/api/web/careers) and the public read (/api/public/careers): CRUD with the rich text
// sanitised, dates in order, the hiring-track scope both ways (404 for the other side's rows, 403 for
// writing the other track), deletes refused while applications exist, who may call what.
import { describe, expect, it } from 'vitest';
import { postingCollection, postingItem, publicCareers } from '@/server/api/careers-postings';
import { db } from '@/server/db';
import { byId, call } from '../support/api-client';
import { officeDay, posting, signedIn, unique } from './careers-fixtures';

const t = signedIn();

const body = (over: Record<string, unknown> = {}) => ({
  title: unique('First Officer ATR 72'),
  department: 'Flight operations',
  base_id: null,
  employment_type: 'full_time',
  track: 'local',
  description: '<p>Fly the <strong>ATR 72-600</strong> across Papua.</p>',
  requirements: '<ul><li>CPL with IR</li></ul>',
  opens_on: officeDay(-1),
  closes_on: officeDay(30),
  published: true,
  ...over,
});

const ids = (res: { json: { data: { id: number }[] } }) => res.json.data.map((r) => r.id);

describe('job postings', () => {
  it('creates with the rich text sanitised, reads it back with its location and counts', async () => {
    const base = await db.base.findFirstOrThrow({ select: { id: true, name: true } });
    const res = await call(postingCollection.POST, {
      token: t.hrd,
      body: body({
        base_id: base.id,
        description: '<p onclick="steal()">Hello<script>alert(1)</script> <a href="javascript:alert(1)">x</a></p><style>p{}</style>',
      }),
    });
    expect(res.status, res.text).toBe(201);
    const got = await call(postingItem.GET, { token: t.hrd, params: byId(res.json.id) });
    expect(got.status).toBe(200);
    expect(got.json).toMatchObject({ track: 'local', location: base.name, base_id: base.id, published: true, is_open: true });
    expect(got.json._count).toEqual({ applications: 0 });
    expect(got.json.description).not.toMatch(/script|onclick|javascript|style/);
    expect(got.json.description).toContain('Hello');
    expect(got.json.requirements).toBe('<ul><li>CPL with IR</li></ul>');

    const headOffice = await call(postingCollection.POST, { token: t.manager, body: body({ track: 'expat' }) });
    expect(headOffice.status).toBe(201);
    expect((await call(postingItem.GET, { token: t.manager, params: byId(headOffice.json.id) })).json.location).toBe('Head office');
  });

  it('refuses a close date before the open date, on create and on update, and changes nothing', async () => {
    const before = await db.jobPosting.count();
    const bad = await call(postingCollection.POST, { token: t.hrd, body: body({ opens_on: officeDay(5), closes_on: officeDay(1) }) });
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields.closes_on).toMatch(/on or after the open date/);
    for (const [over, field] of [
      [{ title: '' }, 'title'],
      [{ employment_type: 'freelance' }, 'employment_type'],
      [{ track: 'abroad' }, 'track'],
      [{ opens_on: '2026-13-01' }, 'opens_on'],
      [{ base_id: 999999 }, 'base_id'],
      [{ salary: 100 }, 'salary'],
    ] as const) {
      const res = await call(postingCollection.POST, { token: t.hrd, body: body(over) });
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(Object.keys(res.json.error.fields ?? {}).join(), JSON.stringify(over)).toContain(field);
    }
    expect(await db.jobPosting.count()).toBe(before);

    const id = await posting('local', { opens: -5, closes: 5 });
    const up = await call(postingItem.PUT, { token: t.hrd, params: byId(id), body: { closes_on: officeDay(-6) } });
    expect(up.status).toBe(400);
    expect(up.json.error.fields.closes_on).toMatch(/on or after the open date/);
    const ok = await call(postingItem.PUT, { token: t.hrd, params: byId(id), body: { closes_on: officeDay(-5), published: false } });
    expect(ok.status, ok.text).toBe(200);
    expect(await db.jobPosting.findUniqueOrThrow({ where: { id }, select: { published: true } })).toEqual({ published: false });
  });

  it('keeps each HR to their track: the other side is 404, writing to it 403; managers see both', async () => {
    const local = await posting('local');
    const expat = await posting('expat');
    for (const [token, other] of [
      [t.hrd, expat],
      [t.expat, local],
    ] as const) {
      expect((await call(postingItem.GET, { token, params: byId(other) })).status).toBe(404);
      expect((await call(postingItem.PUT, { token, params: byId(other), body: { title: 'Taken over' } })).status).toBe(404);
      expect((await call(postingItem.DELETE, { token, params: byId(other) })).status).toBe(404);
    }
    const hrdList = await call(postingCollection.GET, { token: t.hrd, query: { limit: 10000 } });
    expect(ids(hrdList)).toContain(local);
    expect(ids(hrdList)).not.toContain(expat);
    expect(hrdList.json.data.every((r: { track: string }) => r.track === 'local')).toBe(true);
    expect((await call(postingCollection.GET, { token: t.hrd, query: { track: 'expat' } })).json.total).toBe(0);
    const expatList = await call(postingCollection.GET, { token: t.expat, query: { limit: 10000 } });
    expect(ids(expatList)).toContain(expat);
    expect(ids(expatList)).not.toContain(local);
    const managerList = await call(postingCollection.GET, { token: t.manager, query: { limit: 10000 } });
    expect(ids(managerList)).toEqual(expect.arrayContaining([local, expat]));

    const wrongTrack = await call(postingCollection.POST, { token: t.hrd, body: body({ track: 'expat' }) });
    expect(wrongTrack.status).toBe(403);
    expect(wrongTrack.json.error.message).toMatch(/local/);
    expect((await call(postingCollection.POST, { token: t.expat, body: body({ track: 'local' }) })).status).toBe(403);
    const move = await call(postingItem.PUT, { token: t.hrd, params: byId(local), body: { track: 'expat' } });
    expect(move.status).toBe(403);
    expect(await db.jobPosting.findUniqueOrThrow({ where: { id: local }, select: { track: true } })).toEqual({ track: 'local' });
    expect((await call(postingItem.PUT, { token: t.manager, params: byId(local), body: { track: 'expat' } })).status).toBe(200);
    expect((await call(postingItem.GET, { token: t.hrd, params: byId(local) })).status).toBe(404);
  });

  it('filters by published and open (on the office day), searches title and department, pages and sorts', async () => {
    const title = unique('Filter probe');
    const open = await posting('local', { title: `${title} open` });
    const hidden = await posting('local', { title: `${title} unpublished`, published: false });
    const closed = await posting('local', { title: `${title} closed`, opens: -30, closes: -1 });
    const future = await posting('local', { title: `${title} future`, opens: 3, closes: 30 });
    const q = { q: title, limit: 100 };
    expect(ids(await call(postingCollection.GET, { token: t.hrd, query: { ...q, open: 'true' } })).sort()).toEqual([open, hidden].sort());
    expect(ids(await call(postingCollection.GET, { token: t.hrd, query: { ...q, open: 'false' } })).sort()).toEqual(
      [closed, future].sort(),
    );
    expect(ids(await call(postingCollection.GET, { token: t.hrd, query: { ...q, published: 'false' } }))).toEqual([hidden]);
    const sorted = await call(postingCollection.GET, { token: t.hrd, query: { ...q, sort: 'closes_on', order: 'asc', limit: 2 } });
    expect(sorted.json.total).toBe(4);
    expect(ids(sorted)[0]).toBe(closed);
    const rows = await call(postingCollection.GET, { token: t.hrd, query: { ...q } });
    expect(rows.json.data.find((r: { id: number }) => r.id === closed).is_open).toBe(false);
    for (const bad of [{ open: 'maybe' }, { sort: 'salary' }, { track: 'abroad' }, { limit: 0 }] as Record<string, string | number>[]) {
      expect((await call(postingCollection.GET, { token: t.hrd, query: bad })).status, JSON.stringify(bad)).toBe(400);
    }
  });

  it('deletes a posting nobody applied to; one with applications is 409 and stays', async () => {
    const empty = await posting('expat');
    expect((await call(postingItem.DELETE, { token: t.expat, params: byId(empty) })).json).toEqual({ affected: 1 });
    expect(await db.jobPosting.findUnique({ where: { id: empty } })).toBeNull();

    const used = await posting('expat');
    const candidate = await db.candidate.create({ data: { name: 'Jane Doe', email: `${unique('jane').replace(/\W+/g, '.')}@mail.test` } });
    await db.jobApplication.create({ data: { posting_id: used, candidate_id: candidate.id, email: candidate.email } });
    const refused = await call(postingItem.DELETE, { token: t.expat, params: byId(used) });
    expect(refused.status).toBe(409);
    expect(refused.json.error.message).toMatch(/1 application: it cannot be deleted/);
    expect(await db.jobPosting.findUnique({ where: { id: used } })).not.toBeNull();
  });

  it('answers 401 without a session and 403 to a role without Careers', async () => {
    const id = await posting('local');
    expect((await call(postingCollection.GET, {})).status).toBe(401);
    expect((await call(postingItem.GET, { params: byId(id) })).status).toBe(401);
    expect((await call(postingCollection.POST, { body: body() })).status).toBe(401);
    expect((await call(postingCollection.GET, { token: t.outsider })).status).toBe(403);
    expect((await call(postingCollection.POST, { token: t.outsider, body: body() })).status).toBe(403);
    expect((await call(postingItem.PUT, { token: t.outsider, params: byId(id), body: { title: 'x' } })).status).toBe(403);
    expect((await call(postingItem.DELETE, { token: t.outsider, params: byId(id) })).status).toBe(403);
    expect((await call(postingCollection.GET, { token: t.admin })).status).toBe(200);
  });
});

describe('GET /api/public/careers', () => {
  it('lists only published postings open on the office day, without sign-in and without internal fields', async () => {
    const title = unique('Public probe');
    const open = await posting('expat', { title: `${title} open` });
    const lastDay = await posting('local', { title: `${title} last day`, opens: -3, closes: 0 });
    await posting('local', { title: `${title} unpublished`, published: false });
    await posting('local', { title: `${title} closed`, opens: -30, closes: -1 });
    await posting('local', { title: `${title} future`, opens: 1, closes: 30 });
    const res = await call(publicCareers, { query: { q: title } });
    expect(res.status).toBe(200);
    expect(ids(res).sort()).toEqual([open, lastDay].sort());
    expect(Object.keys(res.json.data[0]).sort()).toEqual(
      ['closes_on', 'department', 'description', 'employment_type', 'id', 'location', 'opens_on', 'requirements', 'title', 'track'].sort(),
    );
    expect(ids(await call(publicCareers, { query: { q: title, track: 'expat' } }))).toEqual([open]);
    const all = await call(publicCareers, {});
    expect(
      all.json.data.every((r: { opens_on: string; closes_on: string }) => r.opens_on <= officeDay() && officeDay() <= r.closes_on),
    ).toBe(true);
  });
});

describe('demo careers data (prisma/seed/careers.ts)', () => {
  it('seeds postings of both tracks, 250 candidates, applications in every status with history, valid forms', async () => {
    const { candidateForm } = await import('@/lib/schemas/careers/candidate-form');
    const seeded = await db.jobPosting.findMany({
      where: { created_at: { lt: new Date(Date.now() - 1000) } },
      orderBy: { id: 'asc' },
      take: 12,
    });
    expect(seeded).toHaveLength(12);
    expect(new Set(seeded.map((p) => p.track))).toEqual(new Set(['local', 'expat']));
    const day = officeDay();
    const iso = (d: Date) => d.toISOString().slice(0, 10);
    expect(seeded.filter((p) => !p.published)).toHaveLength(1);
    expect(seeded.filter((p) => iso(p.closes_on) < day)).toHaveLength(1);
    expect(seeded.filter((p) => p.published && iso(p.opens_on) <= day && day <= iso(p.closes_on)).length).toBeGreaterThanOrEqual(10);
    const ids = seeded.map((p) => p.id);
    const apps = await db.jobApplication.findMany({ where: { posting_id: { in: ids } }, include: { history: { orderBy: { id: 'asc' } } } });
    expect(new Set(apps.map((a) => a.status))).toEqual(new Set([0, 1, 2, 99, 100]));
    for (const a of apps) {
      expect(a.history[0]).toMatchObject({ action: 'created', to_status: 0 });
      expect(a.history.at(-1)?.to_status).toBe(a.status);
      if (a.status === 99) expect(a.decline_reason).toBeTruthy();
    }
    expect(new Set(apps.map((a) => a.candidate_id)).size).toBeGreaterThanOrEqual(250);
    const forms = await db.candidateForm.findMany({ where: { candidate: { applications: { some: { posting_id: { in: ids } } } } } });
    expect(forms.length).toBeGreaterThan(30);
    for (const f of forms) expect(candidateForm.safeParse(f.data).success).toBe(true);
  });
});
