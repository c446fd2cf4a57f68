// POST recruiting/delete-recruitment: after a candidate's erasure no column of any table holds their name,
// email, phone or form data, their files are gone from disk, the applications keep their status (the counts
// stay true) and the history says who erased them and when. Scope, repeats and bad bodies.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { recruitingDelete, recruitingList, recruitingUpdateStatus } from '@/server/api/recruiting';
import { upload } from '@/server/api/uploads';
import { db } from '@/server/db';
import { call, tokensFor } from '../support/api-client';
import { application, candidate, careersTag, posting } from '../support/careers-fixtures';

let hrd: string;
let expat: string;
let manager: string;
beforeAll(async () => {
  [hrd, expat, manager] = await tokensFor('hrd', 'hrd_expat', 'manager');
});

const erase = (token: string, body: Record<string, unknown>) => call(recruitingDelete, { token, body });

async function document(candidateId: number, name: string, kind: string) {
  const form = new FormData();
  form.set('file', new File([Buffer.from(`%PDF-1.4 ${name}`)], `${kind} ${name}.pdf`, { type: 'application/pdf' }));
  form.set('source', 'careers');
  const res = await call(upload, { token: hrd, raw: form });
  expect(res.status, res.text).toBe(201);
  await db.candidateDocument.create({ data: { candidate_id: candidateId, upload_id: res.json.id, kind } });
  const row = await db.upload.findUniqueOrThrow({ where: { id: res.json.id } });
  return path.join(inject('uploadDir'), row.storage_key);
}

/** Every text, JSON and array column of every table: the rows whose value contains one of the needles. */
async function whereFound(needles: string[]): Promise<string[]> {
  const columns = await db.$queryRaw<{ table_name: string; column_name: string }[]>`
    SELECT c.table_name, c.column_name FROM information_schema.columns c
      JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
     WHERE c.table_schema = 'public' AND c.data_type IN ('text', 'character varying', 'jsonb', 'json', 'ARRAY')`;
  const found: string[] = [];
  for (const { table_name, column_name } of columns) {
    const rows = await db.$queryRawUnsafe<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM "${table_name}" WHERE lower("${column_name}"::text) LIKE ANY($1::text[])`,
      needles.map((n) => `%${n.toLowerCase()}%`),
    );
    if (rows[0].n) found.push(`${table_name}.${column_name}`);
  }
  return found;
}

describe('POST recruiting/delete-recruitment', () => {
  it("erases the candidate's personal data and files, keeps the placeholder, the statuses and the counts", async () => {
    const t = careersTag();
    const person = {
      name: `Siti Rahmawati ${t}`,
      email: `siti.${t}@mail.test`,
      phone: `62812${t.length}${Date.now() % 1e6}`,
      nationality: 'MY',
    };
    const licence = `CPL-${t}-7731`;
    const c = await candidate(db, person);
    const local = await posting(db, 'local');
    const other = await posting(db, 'local');
    const first = await application(db, local.id, 0, c);
    const second = await application(db, other.id, 2, c);
    const moved = await call(recruitingUpdateStatus, {
      token: hrd,
      body: { id: first.id, status: 1, note: `Called ${person.name} on ${person.phone}` },
    });
    expect(moved.status).toBe(200);
    await db.candidateForm.create({
      data: { candidate_id: c.id, data: { personal: { full_name: person.name }, licence: { type: 'CPL', number: licence } } },
    });
    const files = [await document(c.id, person.name, 'CV'), await document(c.id, person.name, 'Licence')];
    expect(files.every((f) => fs.existsSync(f))).toBe(true);
    const needles = [person.name, person.email, person.phone, licence];
    expect(await whereFound(needles)).toEqual(
      expect.arrayContaining([
        'candidates.name',
        'candidates.email',
        'job_applications.email',
        'candidate_forms.data',
        'uploads.name',
        'audit_entry.changes',
      ]),
    );
    const trailBefore = await db.auditEntry.count({ where: { table_name: 'candidates', record_id: String(c.id) } });
    const countsBefore = (await call(recruitingList, { token: hrd, query: { posting_id: other.id } })).json.data[0].counts;

    const res = await erase(hrd, { candidate_id: c.id });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({ id: c.id, erased_at: expect.stringMatching(/Z$/), applications: 2 });

    expect(await whereFound(needles)).toEqual([]);
    // Issue 43: the audit trail keeps its entries of the candidate (and one of the erasure), without their values.
    const trail = await db.auditEntry.findMany({ where: { table_name: 'candidates', record_id: String(c.id) } });
    expect(trail).toHaveLength(trailBefore + 1);
    expect(trail.flatMap((e) => Object.values(e.changes as object).flat()).every((v) => v === '[erased]')).toBe(true);
    expect(files.some((f) => fs.existsSync(f))).toBe(false);
    const hrdUser = await db.user.findUniqueOrThrow({ where: { email: 'hrd@example.com' } });
    expect(await db.candidate.findUniqueOrThrow({ where: { id: c.id } })).toMatchObject({
      name: `Erased candidate #${c.id}`,
      email: null,
      phone: null,
      nationality: null,
      date_of_birth: null,
      erased_at: new Date(res.json.erased_at),
      erased_by_id: hrdUser.id,
    });
    expect(await db.candidateForm.count({ where: { candidate_id: c.id } })).toBe(0);
    expect(await db.candidateDocument.count({ where: { candidate_id: c.id } })).toBe(0);
    const apps = await db.jobApplication.findMany({ where: { candidate_id: c.id }, orderBy: { id: 'asc' } });
    expect(apps.map((a) => [a.status, a.email])).toEqual([
      [1, null],
      [2, null],
    ]);
    const history = await db.jobApplicationHistory.findMany({ where: { application_id: { in: [first.id, second.id] } } });
    expect(history.every((h) => h.note === null)).toBe(true);
    const erased = history.filter((h) => h.action === 'erased');
    expect(erased.map((h) => [h.application_id, h.user_id, h.created_at.toISOString()]).sort()).toEqual(
      [first.id, second.id].map((id) => [id, hrdUser.id, res.json.erased_at]).sort(),
    );
    const after = (await call(recruitingList, { token: hrd, query: { posting_id: other.id } })).json.data[0];
    expect(after.counts).toEqual(countsBefore);
    expect(after.applications.data[0]).toMatchObject({ candidate_name: `Erased candidate #${c.id}`, email: null, erased: true, status: 2 });

    const again = await erase(manager, { candidate_id: c.id });
    expect(again.status).toBe(409);
    expect(again.json.error.message).toMatch(`Candidate ${c.id} was already erased on`);
  });

  it('answers 404 for a candidate of the other track (both ways) or unknown, 403 for one of both tracks, 400 for a bad body', async () => {
    const localOnly = await candidate(db);
    const expatOnly = await candidate(db);
    const both = await candidate(db);
    const [l, e] = [await posting(db, 'local'), await posting(db, 'expat')];
    await application(db, l.id, 0, localOnly);
    await application(db, e.id, 0, expatOnly);
    await application(db, l.id, 0, both);
    await application(db, e.id, 1, both);
    for (const [token, id] of [
      [hrd, expatOnly.id],
      [expat, localOnly.id],
      [manager, 2_000_000],
    ] as const) {
      const res = await erase(token, { candidate_id: id });
      expect(res.status).toBe(404);
      expect(res.json.error.message).toBe(`Candidate ${id} not found`);
    }
    const mixed = await erase(hrd, { candidate_id: both.id });
    expect(mixed.status).toBe(403);
    expect(mixed.json.error.message).toBe(`Candidate ${both.id} also applied to expat postings: a manager may erase them`);
    for (const body of [{}, { candidate_id: 'x' }, { candidate_id: 1, id: 2 }]) expect((await erase(hrd, body)).status).toBe(400);
    const untouched = await db.candidate.findMany({ where: { id: { in: [localOnly.id, expatOnly.id, both.id] } } });
    expect(untouched.every((c) => c.erased_at === null && c.email)).toBe(true);
    expect((await erase(manager, { candidate_id: both.id })).status).toBe(200);
    expect((await erase(expat, { candidate_id: expatOnly.id })).status).toBe(200);
  });
});
