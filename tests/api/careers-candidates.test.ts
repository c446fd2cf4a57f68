// Candidates, applications and candidate forms (spec 7 Users): create and update a candidate (email in
// lower case, phone normalised, nationality checked, documents by upload id), apply to a posting (closed
// and unpublished postings refused with the reason, one application per email and posting even under
// concurrent requests, a known email proposed for linking, never merged), the structured form, the
// hiring-track scope both ways, and who may call what.
import { describe, expect, it } from 'vitest';
import { applicationCollection, candidateCollection, candidateFormItem, candidateItem } from '@/server/api/careers-candidates';
import { db } from '@/server/db';
import { byId, call } from '../support/api-client';
import { posting, signedIn, uniqueEmail, uploadedPdf } from './careers-fixtures';

const t = signedIn();

const person = (over: Record<string, unknown> = {}) => ({
  name: 'Rina Pattinama',
  email: uniqueEmail('rina'),
  phone: '0812-3456-7890',
  nationality: 'id',
  date_of_birth: '1994-03-05',
  ...over,
});

async function newCandidate(token: string, over: Record<string, unknown> = {}) {
  const res = await call(candidateCollection.POST, { token, body: person(over) });
  expect(res.status, res.text).toBe(201);
  return res.json.id as number;
}

async function apply(token: string, body: Record<string, unknown>) {
  return call(applicationCollection.POST, { token, body });
}

describe('candidates', () => {
  it('creates with the email in lower case and the phone normalised, updates with id, lists and searches', async () => {
    const email = uniqueEmail('Budi.Santoso').replace('budi', 'BUDI');
    const cv = await uploadedPdf(t.hrd);
    const res = await call(candidateCollection.POST, {
      token: t.hrd,
      body: person({ name: 'Budi Santoso', email: `  ${email.toUpperCase()} `, documents: [{ upload_id: cv, kind: 'cv' }] }),
    });
    expect(res.status, res.text).toBe(201);
    const id = res.json.id;
    const got = await call(candidateItem, { token: t.hrd, params: byId(id) });
    expect(got.json).toMatchObject({
      name: 'Budi Santoso',
      email: email.toLowerCase(),
      phone: '6281234567890',
      nationality: 'ID',
      nationality_name: 'Indonesia',
      date_of_birth: '1994-03-05',
      applications: [],
    });
    expect(got.json.documents).toEqual([
      expect.objectContaining({ upload_id: cv, kind: 'cv', mime: 'application/pdf', url: `/api/upload/${cv}` }),
    ]);

    const up = await call(candidateCollection.POST, {
      token: t.hrd,
      body: person({ id, name: 'Budi Santoso Wijaya', email, phone: '+62 813 1111 2222', nationality: 'SG', documents: [] }),
    });
    expect(up.status, up.text).toBe(200);
    expect(up.json).toEqual({ id });
    const row = await db.candidate.findUniqueOrThrow({ where: { id }, include: { documents: true } });
    expect(row).toMatchObject({ name: 'Budi Santoso Wijaya', phone: '6281311112222', nationality: 'SG', documents: [] });

    for (const q of ['santoso wijaya', email.slice(0, 14).toUpperCase()]) {
      const found = await call(candidateCollection.GET, { token: t.hrd, query: { q } });
      expect(found.status).toBe(200);
      expect(
        found.json.data.map((c: { id: number }) => c.id),
        q,
      ).toContain(id);
    }
  });

  it('refuses bad details with a message per field and writes nothing', async () => {
    const before = await db.candidate.count();
    for (const [over, field] of [
      [{ name: '' }, 'name'],
      [{ email: 'not-an-email' }, 'email'],
      [{ email: undefined }, 'email'],
      [{ phone: '12ab' }, 'phone'],
      [{ nationality: 'XX' }, 'nationality'],
      [{ nationality: 'Indonesia' }, 'nationality'],
      [{ date_of_birth: '2090-01-01' }, 'date_of_birth'],
      [{ documents: [{ upload_id: 'nope', kind: 'cv' }] }, 'documents'],
      [{ documents: [{ upload_id: '00000000-0000-4000-8000-000000000000', kind: 'cv' }] }, 'documents'],
      [{ documents: [{ upload_id: '00000000-0000-4000-8000-000000000000', kind: 'selfie' }] }, 'documents'],
      [{ role: 'admin' }, 'role'],
    ] as const) {
      const res = await call(candidateCollection.POST, { token: t.hrd, body: person(over) });
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(Object.keys(res.json.error.fields ?? {}).join(), JSON.stringify(over)).toContain(field);
      expect(res.json.error.message, JSON.stringify(over)).toBeTruthy();
    }
    expect(await db.candidate.count()).toBe(before);
  });

  it('proposes the candidate an email (any case) already names, and never creates a second one', async () => {
    const email = uniqueEmail('known');
    const id = await newCandidate(t.hrd, { email, name: 'Dewi Lestari' });
    const again = await call(candidateCollection.POST, { token: t.hrd, body: person({ email: email.toUpperCase(), name: 'Dewi L.' }) });
    expect(again.status).toBe(409);
    expect(again.json.error).toMatchObject({ code: 'candidate_exists', candidates: [{ id, name: 'Dewi Lestari', email }] });
    expect(await db.candidate.count({ where: { email } })).toBe(1);
    // Another candidate may not take that email either.
    const other = await newCandidate(t.hrd);
    const taken = await call(candidateCollection.POST, { token: t.hrd, body: person({ id: other, email }) });
    expect(taken.status).toBe(409);
    expect(taken.json.error.code).toBe('candidate_exists');
  });
});

describe('applications', () => {
  it('applies with new details: Pending, a created history row by the user, visible on the candidate', async () => {
    const postingId = await posting('local');
    const email = uniqueEmail('apply');
    const res = await apply(t.hrd, { posting_id: postingId, ...person({ email }) });
    expect(res.status, res.text).toBe(201);
    const { id, candidate_id } = res.json;
    const app = await db.jobApplication.findUniqueOrThrow({ where: { id }, include: { history: { include: { user: true } } } });
    expect(app).toMatchObject({ posting_id: postingId, candidate_id, email, status: 0 });
    expect(app.history).toHaveLength(1);
    expect(app.history[0]).toMatchObject({ action: 'created', from_status: null, to_status: 0, user: { email: 'hrd@example.com' } });

    const list = await call(applicationCollection.GET, { token: t.hrd, query: { posting: postingId } });
    expect(list.json.data).toEqual([
      expect.objectContaining({
        id,
        candidate_id,
        email,
        status: 0,
        status_text: 'Pending',
        posting_id: postingId,
        candidate_name: 'Rina Pattinama',
      }),
    ]);
    expect((await call(applicationCollection.GET, { token: t.hrd, query: { posting: postingId, status: 1 } })).json.total).toBe(0);
    expect((await call(applicationCollection.GET, { token: t.hrd, query: { status: 7 } })).status).toBe(400);
    const detail = await call(candidateItem, { token: t.hrd, params: byId(candidate_id) });
    expect(detail.json.applications[0]).toMatchObject({
      id,
      status_text: 'Pending',
      history: [{ action: 'created', to_status: 0, user_name: expect.any(String) }],
    });
  });

  it('refuses an unpublished, closed or not yet open posting with the reason, and writes nothing', async () => {
    const before = await db.candidate.count();
    for (const [opts, reason] of [
      [{ published: false }, /not published/],
      [{ opens: -30, closes: -1 }, /closed on/],
      [{ opens: 2, closes: 30 }, /opens on/],
    ] as const) {
      const id = await posting('local', opts);
      const res = await apply(t.hrd, { posting_id: id, ...person() });
      expect(res.status).toBe(400);
      expect(res.json.error.message).toMatch(reason);
      expect(res.json.error.fields.posting_id).toMatch(reason);
    }
    expect(await db.candidate.count()).toBe(before);
    expect((await apply(t.hrd, { posting_id: 999999, ...person() })).status).toBe(404);
    const both = await apply(t.hrd, { posting_id: await posting('local'), candidate_id: 1, ...person() });
    expect(both.status).toBe(400);
    const neither = await apply(t.hrd, { posting_id: await posting('local') });
    expect(Object.keys(neither.json.error.fields).sort()).toEqual(['email', 'name']);
  });

  it('refuses the same email (any case) twice on one posting; a known email is proposed, then linked by candidate_id', async () => {
    const postingId = await posting('expat');
    const email = uniqueEmail('twice');
    const first = await apply(t.expat, { posting_id: postingId, ...person({ email, nationality: 'AU', name: 'Jack Morrison' }) });
    expect(first.status, first.text).toBe(201);

    const proposed = await apply(t.expat, {
      posting_id: await posting('expat'),
      ...person({ email: email.toUpperCase(), name: 'J. Morrison' }),
    });
    expect(proposed.status).toBe(409);
    expect(proposed.json.error).toMatchObject({
      code: 'candidate_exists',
      candidates: [{ id: first.json.candidate_id, name: 'Jack Morrison', email }],
    });

    const linked = await apply(t.expat, { posting_id: await posting('expat'), candidate_id: first.json.candidate_id });
    expect(linked.status, linked.text).toBe(201);
    expect(linked.json.candidate_id).toBe(first.json.candidate_id);

    const twice = await apply(t.expat, { posting_id: postingId, candidate_id: first.json.candidate_id });
    expect(twice.status).toBe(409);
    expect(twice.json.error.message).toMatch(/already applied/);
    expect(await db.jobApplication.count({ where: { posting_id: postingId } })).toBe(1);
    expect(await db.candidate.count({ where: { email } })).toBe(1);
  });

  it('lets exactly one of parallel duplicate applications win', async () => {
    const postingId = await posting('local');
    const candidate = await newCandidate(t.hrd);
    const linked = await Promise.all(Array.from({ length: 5 }, () => apply(t.hrd, { posting_id: postingId, candidate_id: candidate })));
    expect(linked.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);

    const other = await posting('local');
    const email = uniqueEmail('race');
    const fresh = await Promise.all(Array.from({ length: 4 }, () => apply(t.hrd, { posting_id: other, ...person({ email }) })));
    expect(fresh.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    expect(fresh.every((r) => r.status !== 500)).toBe(true);
    expect(await db.jobApplication.count({ where: { posting_id: { in: [postingId, other] } } })).toBe(2);
    expect(await db.candidate.count({ where: { email } })).toBe(1);
  });
});

describe('scope: local vs expat', () => {
  it('answers 404 for the other track’s postings, candidates and applications, both ways; managers see both', async () => {
    const local = await posting('local');
    const expat = await posting('expat');
    const l = (await apply(t.hrd, { posting_id: local, ...person() })).json;
    const e = (await apply(t.expat, { posting_id: expat, ...person({ nationality: 'PH' }) })).json;
    for (const [token, mine, theirs, theirPosting] of [
      [t.hrd, l, e, expat],
      [t.expat, e, l, local],
    ] as const) {
      expect((await call(candidateItem, { token, params: byId(theirs.candidate_id) })).status).toBe(404);
      expect((await call(candidateItem, { token, params: byId(mine.candidate_id) })).status).toBe(200);
      expect((await call(candidateFormItem.GET, { token, params: byId(theirs.candidate_id) })).status).toBe(404);
      expect((await call(candidateFormItem.PUT, { token, params: byId(theirs.candidate_id), body: {} })).status).toBe(404);
      expect((await call(candidateCollection.POST, { token, body: person({ id: theirs.candidate_id }) })).status).toBe(404);
      expect((await apply(token, { posting_id: theirPosting, ...person() })).status).toBe(404);
      expect(
        (await apply(token, { posting_id: await posting(token === t.hrd ? 'local' : 'expat'), candidate_id: theirs.candidate_id })).status,
      ).toBe(404);
      const apps = await call(applicationCollection.GET, { token, query: { posting: theirPosting } });
      expect(apps.json.total).toBe(0);
      const cands = await call(candidateCollection.GET, { token, query: { limit: 10000 } });
      const seen = cands.json.data.map((c: { id: number }) => c.id);
      expect(seen).toContain(mine.candidate_id);
      expect(seen).not.toContain(theirs.candidate_id);
    }
    const all = await call(candidateCollection.GET, { token: t.manager, query: { limit: 10000 } });
    expect(all.json.data.map((c: { id: number }) => c.id)).toEqual(expect.arrayContaining([l.candidate_id, e.candidate_id]));
    expect((await call(applicationCollection.GET, { token: t.manager, query: { candidate: e.candidate_id } })).json.total).toBe(1);
  });

  it('does not show a candidate of the other track when their email is entered again', async () => {
    const email = uniqueEmail('crosstrack');
    const first = await apply(t.expat, { posting_id: await posting('expat'), ...person({ email, name: 'Maria Santos' }) });
    expect(first.status).toBe(201);
    const res = await apply(t.hrd, { posting_id: await posting('local'), ...person({ email }) });
    expect(res.status).toBe(409);
    expect(res.json.error).toMatchObject({ code: 'candidate_exists', candidates: [] });
    expect(res.json.error.message).toMatch(/other hiring track/);
  });

  it('answers 401 without a session and 403 to a role without Careers', async () => {
    const id = await newCandidate(t.manager);
    for (const [route, opts] of [
      [candidateCollection.GET, {}],
      [candidateCollection.POST, { body: person() }],
      [candidateItem, { params: byId(id) }],
      [candidateFormItem.GET, { params: byId(id) }],
      [candidateFormItem.PUT, { params: byId(id), body: {} }],
      [applicationCollection.GET, {}],
      [applicationCollection.POST, { body: { posting_id: 1, candidate_id: id } }],
    ] as const) {
      expect((await call(route, opts)).status, route.spec.path).toBe(401);
      expect((await call(route, { ...opts, token: t.outsider })).status, route.spec.path).toBe(403);
    }
  });
});

describe('candidate forms', () => {
  const full = {
    personal: {
      address: 'Jl. Sentani Raya 12, Jayapura',
      marital_status: 'married',
      emergency_name: 'Yohana Rumbiak',
      emergency_relationship: 'Spouse',
      emergency_phone: '0811 4800 123',
    },
    education: [{ school: 'STPI Curug', degree: 'Diploma Pilot', year: 2015 }],
    work: [
      { employer: 'Susi Air', position: 'First Officer C208', from: '2016-02', to: '2019-12' },
      { employer: 'Wings Air', position: 'First Officer ATR 72', from: '2020-01', to: null },
    ],
    pilot: { licence_type: 'CPL', licence_number: 'CPL-7731', total_hours: 4200, type_hours: 2500, aircraft_type: 'ATR 72-600' },
    expat: { passport_number: null, passport_expiry: null, visa_status: 'not_required' },
  };

  it('starts empty, saves the whole form and reads it back (phone normalised)', async () => {
    const id = await newCandidate(t.hrd);
    const empty = await call(candidateFormItem.GET, { token: t.hrd, params: byId(id) });
    expect(empty.status).toBe(200);
    expect(empty.json).toMatchObject({
      candidate_id: id,
      updated_at: null,
      data: { education: [], work: [], pilot: { licence_type: null } },
    });
    const put = await call(candidateFormItem.PUT, { token: t.hrd, params: byId(id), body: full });
    expect(put.status, put.text).toBe(200);
    const got = await call(candidateFormItem.GET, { token: t.manager, params: byId(id) });
    expect(got.json.data).toEqual({ ...full, personal: { ...full.personal, emergency_phone: '628114800123' } });
    expect(got.json.updated_by).toBeTruthy();
    expect(typeof got.json.updated_at).toBe('string');
  });

  it('refuses what makes no sense with messages a person can act on, and keeps the saved form', async () => {
    const id = await newCandidate(t.hrd);
    await call(candidateFormItem.PUT, { token: t.hrd, params: byId(id), body: full });
    for (const [body, field, message] of [
      [{ pilot: { ...full.pilot, type_hours: 5000 } }, 'pilot.type_hours', /Hours on type cannot exceed total hours \(4200\)/],
      [{ pilot: { ...full.pilot, licence_number: null } }, 'pilot.licence_number', /CPL licence number/],
      [{ pilot: { ...full.pilot, licence_type: 'XYZ' } }, 'pilot.licence_type', /licence type/],
      [{ work: [{ ...full.work[0], to: '2015-01' }] }, 'work.0.to', /on or after the start month/],
      [{ work: [{ ...full.work[0], employer: '' }] }, 'work.0.employer', /Please input the employer/],
      [{ education: [{ school: 'ITB', degree: 'S1', year: 1900 }] }, 'education.0.year', /1950 or later/],
      [{ expat: { passport_number: 'X1234567', passport_expiry: null, visa_status: null } }, 'expat.passport_expiry', /passport expiry/],
      [{ personal: { ...full.personal, emergency_phone: null } }, 'personal.emergency_phone', /emergency contact's phone/],
      [{ hobbies: 'golf' }, 'hobbies', /./],
    ] as const) {
      const res = await call(candidateFormItem.PUT, { token: t.hrd, params: byId(id), body: { ...full, ...body } });
      expect(res.status, field).toBe(400);
      expect(res.json.error.fields[field], field).toMatch(message);
    }
    const kept = await call(candidateFormItem.GET, { token: t.hrd, params: byId(id) });
    expect(kept.json.data.pilot.type_hours).toBe(2500);
    expect((await call(candidateFormItem.GET, { token: t.hrd, params: byId(999999) })).status).toBe(404);
  });
});
