// What engineering keeps per aircraft: parts, history, releases to service and daily hours:
// /api/flight/fleet-part, /fleet-history, /fleet-release, /fleet-part-release and /fleet-hours.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  fleetHistoryCollection,
  fleetHistoryItem,
  fleetHoursCollection,
  fleetPartCollection,
  fleetPartItem,
  fleetPartReleaseCollection,
  fleetReleaseCollection,
} from '@/server/api/flight-fleet';
import { db } from '@/server/db';
import { byId, call, createAndRead, tokenFor } from '../support/api-client';
import * as fx from './flight-fixtures';
import { finance, manager, occ, training } from './flight-fleet-setup';

const { TAG, Q } = fx.tagged('A');

const partHours = async (partId: number) =>
  db.fleetPart.findUniqueOrThrow({ where: { id: partId }, select: { hours_since_new: true, cycles_since_new: true } });

describe('/api/flight/fleet-part', () => {
  it('creates, reads (dates as YYYY-MM-DD), filters, updates and deletes a part', async () => {
    const f = await fx.fleet(TAG);
    const { id: partId, got } = await createAndRead(
      { POST: fleetPartCollection.POST, GET: fleetPartItem.GET },
      {
        fleet_id: f.id,
        name: `${Q} Propeller`,
        part_number: 'HC-B3TN',
        serial_number: `${Q}-P1`,
        installed_on: '2025-03-01',
        hours_since_new: 100.5,
        calendar_limit: '2030-03-01',
      },
      { write: occ, read: occ },
    );
    expect(got).toMatchObject({
      id: partId,
      fleet_id: f.id,
      installed_on: '2025-03-01',
      calendar_limit: '2030-03-01',
      hours_since_new: 100.5,
      cycles_since_new: 0,
      status: 'installed',
      fleet: { id: f.id, registration: f.registration },
    });
    expect((await call(fleetPartCollection.GET, { token: occ, query: { fleet: f.id } })).json).toEqual({ total: 1, data: [got] });
    expect((await call(fleetPartCollection.GET, { token: occ, query: { fleet: f.id, status: 'removed' } })).json.total).toBe(0);
    expect((await call(fleetPartItem.PUT, { token: occ, params: byId(partId), body: { status: 'removed', fleet_id: null } })).json).toEqual(
      {
        id: partId,
      },
    );
    expect((await call(fleetPartCollection.GET, { token: occ, query: { fleet: f.id } })).json.total).toBe(0);
    expect((await call(fleetPartItem.DELETE, { token: occ, params: byId(partId) })).json).toEqual({ affected: 1 });
    expect((await call(fleetPartItem.GET, { token: occ, params: byId(partId) })).status).toBe(404);
  });

  it('answers 400 for bad fields or an unknown aircraft, and 409 for a taken part and serial number', async () => {
    const base = { name: `${Q} Mag`, part_number: 'MAG-1', serial_number: `${Q}-M1` };
    const bad = await call(fleetPartCollection.POST, { token: occ, body: { ...base, installed_on: '2025-02-30x', status: 'lost' } });
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields).toMatchObject({ installed_on: 'Installed on must be a date (YYYY-MM-DD)', status: expect.any(String) });
    const noFleet = await call(fleetPartCollection.POST, { token: occ, body: { ...base, fleet_id: 999999 } });
    expect(noFleet.status).toBe(400);
    expect(noFleet.json.error.fields).toEqual({ fleet_id: 'Unknown fleet' });
    expect((await call(fleetPartCollection.POST, { token: occ, body: base })).status).toBe(201);
    const dup = await call(fleetPartCollection.POST, { token: occ, body: base });
    expect(dup.status).toBe(409);
    expect(dup.json.error.fields).toEqual({ part_number: expect.any(String), serial_number: expect.any(String) });
  });

  it('is for the Aircrafts screen roles (reads included)', async () => {
    const p = await fx.part(TAG);
    for (const role of ['airline_training', 'airline_finance', 'marine_cs']) {
      const tok = await tokenFor(role);
      expect((await call(fleetPartCollection.GET, { token: tok })).status, role).toBe(403);
      expect((await call(fleetPartItem.GET, { token: tok, params: byId(p.id) })).status, role).toBe(403);
      expect((await call(fleetPartCollection.POST, { token: tok, body: {} })).status, role).toBe(403);
      expect((await call(fleetPartItem.PUT, { token: tok, params: byId(p.id), body: {} })).status, role).toBe(403);
      expect((await call(fleetPartItem.DELETE, { token: tok, params: byId(p.id) })).status, role).toBe(403);
    }
    expect((await call(fleetPartCollection.GET)).status).toBe(401);
    expect((await call(fleetPartItem.DELETE, { params: byId(p.id) })).status).toBe(401);
  });
});

describe('/api/flight/fleet-history', () => {
  it('creates an entry signed by the caller, lists by aircraft, updates and deletes it', async () => {
    const f = await fx.fleet(TAG);
    const created = await call(fleetHistoryCollection.POST, {
      token: occ,
      body: { fleet_id: f.id, date: '2026-02-03', event: 'inspection', title: '100 h inspection' },
    });
    expect(created.status).toBe(201);
    const entryId = created.json.id;
    const me = await db.user.findUniqueOrThrow({ where: { email: 'airline_occ@example.com' } });
    const got = (await call(fleetHistoryItem.GET, { token: manager, params: byId(entryId) })).json;
    expect(got).toEqual({
      id: entryId,
      fleet_id: f.id,
      date: '2026-02-03',
      event: 'inspection',
      title: '100 h inspection',
      description: null,
      user: { id: me.id, name: me.name },
    });
    expect((await call(fleetHistoryCollection.GET, { token: manager, query: { fleet: f.id } })).json).toEqual({ total: 1, data: [got] });
    expect(
      (await call(fleetHistoryItem.PUT, { token: manager, params: byId(entryId), body: { description: 'No findings' } })).json,
    ).toEqual({
      id: entryId,
    });
    expect((await call(fleetHistoryItem.DELETE, { token: manager, params: byId(entryId) })).json).toEqual({ affected: 1 });
    expect((await call(fleetHistoryItem.GET, { token: manager, params: byId(entryId) })).status).toBe(404);
  });

  it('answers 400 for a bad event, a bad date or an unknown aircraft; 403 for training; 401 without a token', async () => {
    const bad = await call(fleetHistoryCollection.POST, {
      token: occ,
      body: { fleet_id: 1, date: '03/02/2026', event: 'party', title: 'x' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields).toMatchObject({
      date: 'Date must be a date (YYYY-MM-DD)',
      event: expect.stringContaining('event must be one of'),
    });
    const noFleet = await call(fleetHistoryCollection.POST, {
      token: occ,
      body: { fleet_id: 999999, date: '2026-02-03', event: 'other', title: 'x' },
    });
    expect(noFleet.json.error.fields).toEqual({ fleet_id: 'Unknown fleet' });
    expect((await call(fleetHistoryCollection.GET, { token: training })).status).toBe(403);
    expect((await call(fleetHistoryItem.PUT, { token: training, params: byId(1), body: {} })).status).toBe(403);
    expect((await call(fleetHistoryItem.GET, { params: byId(1) })).status).toBe(401);
  });
});

describe('/api/flight/fleet-release and /fleet-part-release', () => {
  const release = {
    released_at: '2026-03-01T08:00:00+09:00',
    work_order: 'WO-1',
    description: 'C check',
    certifying_staff: 'A. Engineer',
    licence_number: 'AME-1',
  };

  it('records releases to service of an aircraft and of a part, and lists them by aircraft and part', async () => {
    const f = await fx.fleet(TAG);
    const p = await fx.part(TAG, { fleet_id: f.id });
    const r1 = await call(fleetReleaseCollection.POST, { token: occ, body: { fleet_id: f.id, ...release } });
    expect(r1.status).toBe(201);
    expect(r1.json).toEqual({ id: expect.any(Number) });
    const list = (await call(fleetReleaseCollection.GET, { token: occ, query: { fleet: f.id } })).json;
    expect(list.total).toBe(1);
    expect(list.data[0]).toMatchObject({ id: r1.json.id, fleet_id: f.id, work_order: 'WO-1', fleet: { registration: f.registration } });
    expect(new Date(list.data[0].released_at).toISOString()).toBe('2026-02-28T23:00:00.000Z');

    const r2 = await call(fleetPartReleaseCollection.POST, { token: occ, body: { fleet_part_id: p.id, ...release } });
    expect(r2.status).toBe(201);
    for (const query of [{ part: p.id }, { fleet: f.id }] as Record<string, number>[]) {
      const res = (await call(fleetPartReleaseCollection.GET, { token: occ, query })).json;
      expect(res.total).toBe(1);
      expect(res.data[0]).toMatchObject({ id: r2.json.id, fleet_part_id: p.id, part: { id: p.id, fleet_id: f.id } });
    }
  });

  it('answers 400 for a bad instant or an unknown aircraft or part', async () => {
    const bad = await call(fleetReleaseCollection.POST, { token: occ, body: { fleet_id: 1, ...release, released_at: '2026-03-01' } });
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields.released_at).toBe('Released at must be a date and time (ISO 8601)');
    const noFleet = await call(fleetReleaseCollection.POST, { token: occ, body: { fleet_id: 999999, ...release } });
    expect(noFleet.json.error.fields).toEqual({ fleet_id: 'Unknown fleet' });
    const noPart = await call(fleetPartReleaseCollection.POST, { token: occ, body: { fleet_part_id: 999999, ...release } });
    expect(noPart.status).toBe(400);
    expect(noPart.json.error.fields).toEqual({ fleet_part_id: 'Unknown fleet part' });
    const missing = await call(fleetPartReleaseCollection.POST, { token: occ, body: { fleet_part_id: 1 } });
    expect(missing.json.error.fields).toMatchObject({
      work_order: 'Please input work order',
      certifying_staff: 'Please input certifying staff',
    });
  });

  it('is for the Aircrafts screen roles', async () => {
    for (const handler of [fleetReleaseCollection, fleetPartReleaseCollection]) {
      expect((await call(handler.GET, { token: training })).status).toBe(403);
      expect((await call(handler.POST, { token: finance, body: {} })).status).toBe(403);
      expect((await call(handler.GET)).status).toBe(401);
      expect((await call(handler.POST, { body: {} })).status).toBe(401);
    }
  });
});

describe('/api/flight/fleet-hours', () => {
  let aircraft: { id: number };
  let other: { id: number };
  let installed: { id: number };
  let installed2: { id: number };
  let removed: { id: number };
  let elsewhere: { id: number };

  beforeAll(async () => {
    aircraft = await fx.fleet(TAG);
    other = await fx.fleet(TAG);
    installed = await fx.part(TAG, { fleet_id: aircraft.id, hours_since_new: 1000, cycles_since_new: 500 });
    installed2 = await fx.part(TAG, { fleet_id: aircraft.id, hours_since_new: 10.5, cycles_since_new: 7 });
    removed = await fx.part(TAG, { fleet_id: aircraft.id, status: 'removed', hours_since_new: 50, cycles_since_new: 5 });
    elsewhere = await fx.part(TAG, { fleet_id: other.id, hours_since_new: 70, cycles_since_new: 9 });
  });

  const post = (token: string, body: object) => call(fleetHoursCollection.POST, { token, body });

  it("records a day and moves the installed parts' hours and cycles by it", async () => {
    const res = await post(occ, { fleet_id: aircraft.id, date: '2026-04-01', hours: 3.4, cycles: 4 });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ id: expect.any(Number) });
    expect(await partHours(installed.id)).toEqual({ hours_since_new: 1003.4, cycles_since_new: 504 });
    expect(await partHours(installed2.id)).toEqual({ hours_since_new: 13.9, cycles_since_new: 11 });
    expect(await partHours(removed.id)).toEqual({ hours_since_new: 50, cycles_since_new: 5 });
    expect(await partHours(elsewhere.id)).toEqual({ hours_since_new: 70, cycles_since_new: 9 });
  });

  it('replaces the figures when the same day is posted again, moving parts by the difference only', async () => {
    const again = await post(occ, { fleet_id: aircraft.id, date: '2026-04-01', hours: 2.9, cycles: 5 });
    expect(again.status).toBe(201);
    const rows = await db.fleetHours.findMany({ where: { fleet_id: aircraft.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: again.json.id, hours: 2.9, cycles: 5 });
    expect(await partHours(installed.id)).toEqual({ hours_since_new: 1002.9, cycles_since_new: 505 });
    expect(await partHours(installed2.id)).toEqual({ hours_since_new: 13.4, cycles_since_new: 12 });
    // The same figures again change nothing.
    await post(occ, { fleet_id: aircraft.id, date: '2026-04-01', hours: 2.9, cycles: 5 });
    expect(await partHours(installed.id)).toEqual({ hours_since_new: 1002.9, cycles_since_new: 505 });
    // cycles default to 0: posting only hours takes the day's cycles back to 0.
    await post(occ, { fleet_id: aircraft.id, date: '2026-04-01', hours: 2.9 });
    expect(await partHours(installed.id)).toEqual({ hours_since_new: 1002.9, cycles_since_new: 500 });
    await post(occ, { fleet_id: aircraft.id, date: '2026-04-01', hours: 2.9, cycles: 5 });
  });

  it('counts a day once when the same day is posted concurrently', async () => {
    const before = await partHours(installed.id);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => post(occ, { fleet_id: aircraft.id, date: '2026-03-15', hours: 1.5, cycles: 2 })),
    );
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    expect(await partHours(installed.id)).toEqual({
      hours_since_new: before.hours_since_new + 1.5,
      cycles_since_new: before.cycles_since_new + 2,
    });
    await post(occ, { fleet_id: aircraft.id, date: '2026-03-15', hours: 0, cycles: 0 });
    expect(await partHours(installed.id)).toEqual(before);
    await db.fleetHours.deleteMany({ where: { fleet_id: aircraft.id, date: new Date('2026-03-15') } });
  });

  it("keeps the day's record and the parts together: when the parts cannot be updated, nothing is written", async () => {
    await db.$executeRawUnsafe(`CREATE OR REPLACE FUNCTION parts_probe_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'refused' USING ERRCODE = '22023'; END $$`);
    await db.$executeRawUnsafe(
      'CREATE TRIGGER parts_probe BEFORE UPDATE ON fleet_parts FOR EACH ROW EXECUTE FUNCTION parts_probe_refuse()',
    );
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const before = await partHours(installed.id);
      const res = await post(occ, { fleet_id: aircraft.id, date: '2026-03-20', hours: 1, cycles: 1 });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(await db.fleetHours.count({ where: { fleet_id: aircraft.id, date: new Date('2026-03-20') } })).toBe(0);
      expect(await partHours(installed.id)).toEqual(before);
    } finally {
      quiet.mockRestore();
      await db.$executeRawUnsafe('DROP TRIGGER IF EXISTS parts_probe ON fleet_parts');
      await db.$executeRawUnsafe('DROP FUNCTION IF EXISTS parts_probe_refuse()');
    }
  });

  it('lists records with totals over every matching row, not just the page', async () => {
    for (const [date, hours, cycles] of [
      ['2026-04-02', 1.25, 2],
      ['2026-04-03', 4.1, 6],
      ['2026-04-05', 0.35, 1],
    ] as const) {
      expect((await post(manager, { fleet_id: aircraft.id, date, hours, cycles })).status).toBe(201);
    }
    await post(manager, { fleet_id: other.id, date: '2026-04-02', hours: 7, cycles: 7 });
    expect(await partHours(elsewhere.id)).toEqual({ hours_since_new: 77, cycles_since_new: 16 });

    const page = (await call(fleetHoursCollection.GET, { token: finance, query: { fleet: aircraft.id, limit: 2 } })).json;
    expect(page.total).toBe(4);
    expect(page.data).toEqual([
      {
        id: expect.any(Number),
        fleet_id: aircraft.id,
        date: '2026-04-05',
        hours: 0.35,
        cycles: 1,
        fleet: { id: aircraft.id, registration: expect.any(String) },
      },
      {
        id: expect.any(Number),
        fleet_id: aircraft.id,
        date: '2026-04-03',
        hours: 4.1,
        cycles: 6,
        fleet: { id: aircraft.id, registration: expect.any(String) },
      },
    ]);
    expect(page.totals).toEqual({ hours: 8.6, cycles: 14 });

    const range = (
      await call(fleetHoursCollection.GET, {
        token: finance,
        query: { fleet: aircraft.id, from: '2026-04-02', to: '2026-04-03', sort: 'hours' },
      })
    ).json;
    expect(range.data.map((r: { date: string }) => r.date)).toEqual(['2026-04-02', '2026-04-03']);
    expect(range.totals).toEqual({ hours: 5.35, cycles: 8 });

    const both = (await call(fleetHoursCollection.GET, { token: finance, query: { from: '2026-04-02', to: '2026-04-02' } })).json;
    expect(both.data.filter((r: { fleet_id: number }) => [aircraft.id, other.id].includes(r.fleet_id))).toHaveLength(2);
    const none = (await call(fleetHoursCollection.GET, { token: finance, query: { fleet: aircraft.id, from: '2027-01-01' } })).json;
    expect(none).toEqual({ total: 0, data: [], totals: { hours: 0, cycles: 0 } });
  });

  it.each([
    [{ date: '2026-13-01' }, 'date', 'Date must be a date (YYYY-MM-DD)'],
    [{ hours: 25 }, 'hours', 'Hours may be at most 24'],
    [{ hours: -1 }, 'hours', 'Hours must be at least 0'],
    [{ hours: undefined }, 'hours', 'Please input hours'],
    [{ cycles: 1.5 }, 'cycles', 'Cycles must be a whole number'],
    [{ fleet_id: undefined }, 'fleet_id', 'Please choose an aircraft'],
    [{ id: 3 }, 'id', 'Unknown field id'],
  ])('answers 400 for %o and moves nothing', async (extra, field, message) => {
    const before = await partHours(installed.id);
    const res = await post(occ, { fleet_id: aircraft.id, date: '2026-04-09', hours: 1, cycles: 1, ...extra });
    expect(res.status).toBe(400);
    expect(res.json.error.fields[field]).toBe(message);
    expect(await partHours(installed.id)).toEqual(before);
  });

  it("answers 400 with fields.fleet_id 'Unknown aircraft' for an aircraft that does not exist", async () => {
    for (const fleet_id of [999999, 3_000_000_000]) {
      const res = await post(occ, { fleet_id, date: '2026-04-09', hours: 1 });
      expect(res.status).toBe(400);
      expect(res.json.error).toMatchObject({ code: 'validation', message: 'Unknown aircraft', fields: { fleet_id: 'Unknown aircraft' } });
    }
  });

  it('answers 400 for bad list parameters', async () => {
    for (const [query, field] of [
      [{ from: 'yesterday' }, 'from'],
      [{ fleet: 'PK-ABC' }, 'fleet'],
      [{ sort: 'fleet_id' }, 'sort'],
    ] as const) {
      const res = await call(fleetHoursCollection.GET, { token: finance, query });
      expect(res.status).toBe(400);
      expect(res.json.error.fields).toHaveProperty(field);
    }
  });

  it('is read by airline staff and written by the Aircrafts screen roles', async () => {
    expect((await call(fleetHoursCollection.GET, { token: training, query: { limit: 1 } })).status).toBe(200);
    for (const role of ['airline_training', 'airline_finance', 'marine_cs']) {
      const res = await post(await tokenFor(role), { fleet_id: aircraft.id, date: '2026-04-10', hours: 1 });
      expect(res.status, role).toBe(403);
    }
    expect((await call(fleetHoursCollection.GET, { token: await tokenFor('marine_cs') })).status).toBe(403);
    expect((await call(fleetHoursCollection.GET)).status).toBe(401);
    expect((await call(fleetHoursCollection.POST, { body: {} })).status).toBe(401);
    expect(await db.fleetHours.count({ where: { fleet_id: aircraft.id, date: new Date('2026-04-10') } })).toBe(0);
  });
});
