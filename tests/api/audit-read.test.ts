// Issue 43: reading the audit trail: a record's history for those who may read that record, the Activity
// list for root and admin (filters, WIB days, paging) and its CSV.
import { beforeAll, describe, expect, it } from 'vitest';
import { auditActivity, auditActivityExport, auditHistory } from '@/server/api/audit';
import { customerCreateRoute, customerItem } from '@/server/api/customers';
import { userActor, withActor } from '@/server/audit/actor';
import { db } from '@/server/db';
import { byId, call, tokenFor } from '../support/api-client';
import { unique } from './marine-fixtures';

let cs: string;
let admin: string;
let csId: number;
let customerId: number;
beforeAll(async () => {
  [cs, admin] = await Promise.all([tokenFor('marine_cs'), tokenFor('admin')]);
  csId = (await db.user.findUniqueOrThrow({ where: { email: 'marine_cs@example.com' } })).id;
  const created = await call(customerCreateRoute, { token: cs, body: { name: unique('History Customer'), city: 'Makassar' } });
  customerId = created.json.id;
  await call(customerItem.PUT, { token: cs, params: byId(customerId), body: { city: 'Ambon' } });
});

describe('GET /api/audit: one record’s history', () => {
  it('answers the entries newest first with who did them, for those who may read the record', async () => {
    const res = await call(auditHistory, { token: cs, query: { table: 'customers', record: customerId } });
    expect(res.status).toBe(200);
    expect(res.json.data.map((e: { operation: string }) => e.operation)).toEqual(['update', 'insert']);
    expect(res.json.data[0]).toMatchObject({
      actor_user_id: csId,
      actor_name: expect.any(String),
      changes: { city: ['Makassar', 'Ambon'] },
    });
  });

  it('is 403 for a role that may not read that kind of record, 400 for a malformed table', async () => {
    const pilot = await tokenFor('airline_pilot');
    expect((await call(auditHistory, { token: pilot, query: { table: 'customers', record: customerId } })).status).toBe(403);
    expect((await call(auditHistory, { token: cs, query: { table: 'users', record: csId } })).status).toBe(403);
    expect((await call(auditHistory, { token: cs, query: { table: 'customers;drop', record: 1 } })).status).toBe(400);
    expect((await call(auditHistory, { query: { table: 'customers', record: 1 } })).status).toBe(401);
  });

  it('names the records a change refers to by id: the PIC before and after', async () => {
    const flight = await db.routeSchedule.findFirstOrThrow({ where: { pilot_id: { not: null } }, select: { id: true, pilot_id: true } });
    const other = await db.pilot.findFirstOrThrow({ where: { id: { not: flight.pilot_id as number } }, select: { id: true, name: true } });
    const before = await db.pilot.findUniqueOrThrow({ where: { id: flight.pilot_id as number }, select: { name: true } });
    await withActor(userActor(csId), () => db.routeSchedule.update({ where: { id: flight.id }, data: { pilot_id: other.id } }));
    await db.routeSchedule.update({ where: { id: flight.id }, data: { pilot_id: flight.pilot_id } });
    const res = await call(auditHistory, { token: admin, query: { table: 'route_schedules', record: flight.id } });
    expect(res.status).toBe(200);
    expect(res.json.data[0].names.pilot_id).toEqual({ [String(flight.pilot_id)]: before.name, [String(other.id)]: other.name });
  });
});

describe('GET /api/audit/activity and its CSV', () => {
  it('is for root and admin', async () => {
    expect((await call(auditActivity, { token: cs })).status).toBe(403);
    expect((await call(auditActivityExport, { token: cs })).status).toBe(403);
    expect((await call(auditActivity, { token: await tokenFor('root') })).status).toBe(200);
  });

  it('filters by person and kind of record, pages in the database', async () => {
    const res = await call(auditActivity, { token: admin, query: { actor: csId, table: 'customers', limit: 1 } });
    expect(res.status).toBe(200);
    expect(res.json.total).toBeGreaterThanOrEqual(2);
    expect(res.json.data).toHaveLength(1);
    expect(res.json.data[0]).toMatchObject({ actor_user_id: csId, table_name: 'customers' });
    const second = await call(auditActivity, { token: admin, query: { actor: csId, table: 'customers', limit: 1, page: 2 } });
    expect(second.json.data[0].id).not.toBe(res.json.data[0].id);
  });

  it('reads from and to as office days (WIB), both included; refuses from after to', async () => {
    // 17:30 UTC on 1 Jan is 00:30 WIB on 2 Jan.
    const entry = await db.auditEntry.create({
      data: { at: new Date('2026-01-01T17:30:00Z'), table_name: 'zz_wib', record_id: '1', operation: 'insert', changes: {} },
    });
    const ids = async (from: string, to: string) =>
      (await call(auditActivity, { token: admin, query: { table: 'zz_wib', from, to } })).json.data.map((e: { id: string }) => e.id);
    expect(await ids('2026-01-02', '2026-01-02')).toEqual([String(entry.id)]);
    expect(await ids('2025-12-31', '2026-01-01')).toEqual([]);
    const bad = await call(auditActivity, { token: admin, query: { from: '2026-01-03', to: '2026-01-02' } });
    expect(bad.status).toBe(400);
  });

  it('exports the matches as CSV, what changed in words', async () => {
    const res = await call(auditActivityExport, { token: admin, query: { actor: csId, table: 'customers' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const [header, ...lines] = res.text.trim().split('\r\n');
    expect(header).toBe('at;who;kind;table;record;operation;what');
    expect(lines.some((l) => l.includes(`;Customer;customers;${customerId};update;City changed from Makassar to Ambon`))).toBe(true);
  });
});
