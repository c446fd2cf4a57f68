// Aircraft flight log pages and their schedules: /api/flight/fleet-afl and /fleet-afl-schedules.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fleetAflCollection, fleetAflScheduleCollection } from '@/server/api/flight-fleet';
import { db } from '@/server/db';
import { call, tokenFor } from '../support/api-client';
import * as cx from './crew-fixtures';
import * as fx from './flight-fixtures';
import { finance, occ, training } from './flight-fleet-setup';

const { TAG } = fx.tagged('B');

describe('/api/flight/fleet-afl', () => {
  let aircraft: { id: number; registration: string };
  const page = (extra: object = {}) => ({
    fleet_id: aircraft.id,
    page_number: '0001',
    date: '2026-05-01',
    pic_name: 'Capt. Test',
    block_hours: 2.5,
    flight_hours: 2.1,
    cycles: 3,
    ...extra,
  });

  // Real schedules of the aircraft: fleet_afl_schedules.schedule_id references route_schedules.
  let s: number[] = [];

  beforeAll(async () => {
    const net = await cx.network(TAG);
    aircraft = { id: net.fleetId, registration: net.registration };
    s = [];
    for (let i = 0; i < 5; i++) {
      s.push((await cx.flight({ ...net.flightDefaults, flight_date: '2026-05-01', etd: `0${i + 1}:00`, hours: 0.5 })).id);
    }
  });

  it('creates a page with its schedules in one go, signed by the caller, and lists it', async () => {
    const res = await call(fleetAflCollection.POST, {
      token: occ,
      body: page({ schedule_ids: [s[0], s[1], s[0]], fuel_uplift_l: 300, defects: 'None' }),
    });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ id: expect.any(Number) });
    const list = (await call(fleetAflCollection.GET, { token: occ, query: { fleet: aircraft.id } })).json;
    expect(list).toEqual({
      total: 1,
      data: [
        {
          id: res.json.id,
          ...page(),
          fuel_uplift_l: 300,
          defects: 'None',
          remarks: null,
          fleet: { id: aircraft.id, registration: aircraft.registration },
          schedules: expect.arrayContaining([{ schedule_id: s[0] }, { schedule_id: s[1] }]),
        },
      ],
    });
    expect(list.data[0].schedules).toHaveLength(2);
    const me = await db.user.findUniqueOrThrow({ where: { email: 'airline_occ@example.com' } });
    expect((await db.fleetAfl.findUniqueOrThrow({ where: { id: res.json.id } })).user_id).toBe(me.id);
    const links = (await call(fleetAflScheduleCollection.GET, { token: occ, query: { afl: res.json.id } })).json;
    expect(links.total).toBe(2);
  });

  it('answers 409 with fields.page_number for a page number the aircraft already has, and writes nothing', async () => {
    const before = await db.fleetAflSchedule.count();
    const res = await call(fleetAflCollection.POST, { token: occ, body: page({ schedule_ids: [s[4]] }) });
    expect(res.status).toBe(409);
    expect(res.json.error.code).toBe('conflict');
    expect(res.json.error.fields).toEqual({ page_number: expect.stringContaining('0001') });
    expect(await db.fleetAflSchedule.count()).toBe(before);
    // Another aircraft may use the same page number.
    const other = await fx.fleet(TAG);
    expect((await call(fleetAflCollection.POST, { token: occ, body: page({ fleet_id: other.id }) })).status).toBe(201);
  });

  it('rolls the page back when a schedule link cannot be written', async () => {
    // A trigger that refuses schedule s[3] makes the second write of the transaction fail.
    await db.$executeRawUnsafe(`CREATE OR REPLACE FUNCTION afl_probe_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.schedule_id = ${s[3]} THEN RAISE EXCEPTION 'refused' USING ERRCODE = '22023'; END IF; RETURN NEW; END $$`);
    await db.$executeRawUnsafe(
      'CREATE TRIGGER afl_probe BEFORE INSERT ON fleet_afl_schedules FOR EACH ROW EXECUTE FUNCTION afl_probe_refuse()',
    );
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const before = await db.fleetAflSchedule.count();
      const res = await call(fleetAflCollection.POST, { token: occ, body: page({ page_number: '0002', schedule_ids: [s[2], s[3]] }) });
      // The trigger's error is not one the API knows (500); what matters is that nothing stays written.
      expect(res.status).toBe(500);
      expect(await db.fleetAfl.count({ where: { fleet_id: aircraft.id, page_number: '0002' } })).toBe(0);
      expect(await db.fleetAflSchedule.count()).toBe(before);
    } finally {
      quiet.mockRestore();
      await db.$executeRawUnsafe('DROP TRIGGER IF EXISTS afl_probe ON fleet_afl_schedules');
      await db.$executeRawUnsafe('DROP FUNCTION IF EXISTS afl_probe_refuse()');
    }
    const ok = await call(fleetAflCollection.POST, { token: occ, body: page({ page_number: '0002', schedule_ids: [s[2], s[3]] }) });
    expect(ok.status).toBe(201);
    await db.fleetAfl.delete({ where: { id: ok.json.id } });
  });

  it('answers 400 on the field for ids no row can have', async () => {
    const schedule = await call(fleetAflCollection.POST, {
      token: occ,
      body: page({ page_number: '0009', schedule_ids: [3_000_000_000] }),
    });
    expect(schedule.status).toBe(400);
    expect(schedule.json.error.fields).toEqual({ schedule_ids: 'Unknown schedule 3000000000' });
    const fleet = await call(fleetAflCollection.POST, { token: occ, body: page({ fleet_id: 3_000_000_000 }) });
    expect(fleet.json.error.fields).toEqual({ fleet_id: 'Unknown aircraft' });
  });

  it('filters the list by aircraft and dates and sorts by date, newest first', async () => {
    for (const [n, date] of [
      ['0003', '2026-05-03'],
      ['0004', '2026-05-04'],
    ]) {
      expect((await call(fleetAflCollection.POST, { token: occ, body: page({ page_number: n, date }) })).status).toBe(201);
    }
    const all = (await call(fleetAflCollection.GET, { token: occ, query: { fleet: aircraft.id } })).json;
    expect(all.data.map((p: { page_number: string }) => p.page_number)).toEqual(['0004', '0003', '0001']);
    const range = (await call(fleetAflCollection.GET, { token: occ, query: { fleet: aircraft.id, from: '2026-05-02', to: '2026-05-03' } }))
      .json;
    expect(range).toMatchObject({ total: 1, data: [{ page_number: '0003' }] });
    const q = (await call(fleetAflCollection.GET, { token: occ, query: { fleet: aircraft.id, q: '0004' } })).json;
    expect(q.total).toBe(1);
    const paged = (
      await call(fleetAflCollection.GET, { token: occ, query: { fleet: aircraft.id, sort: 'page_number', page: 2, limit: 2 } })
    ).json;
    expect(paged).toMatchObject({ total: 3, data: [{ page_number: '0004' }] });
  });

  it.each([
    [{ flight_hours: 3 }, 'flight_hours', 'flight hours cannot exceed block hours'],
    [{ page_number: '' }, 'page_number', 'Please input page number'],
    [{ pic_name: undefined }, 'pic_name', 'Please input pilot in command'],
    [{ cycles: -1 }, 'cycles', 'Cycles must be at least 0'],
    [{ schedule_ids: ['a'] }, 'schedule_ids.0', undefined],
    [{ user_id: 1 }, 'user_id', 'Unknown field user_id'],
  ])('answers 400 for %o', async (extra, field, message) => {
    const res = await call(fleetAflCollection.POST, { token: occ, body: page({ page_number: '0100', ...extra }) });
    expect(res.status).toBe(400);
    expect(res.json.error.fields[field]).toEqual(message ?? expect.any(String));
  });

  it("answers 400 with fields.fleet_id 'Unknown aircraft' for an aircraft that does not exist", async () => {
    const res = await call(fleetAflCollection.POST, { token: occ, body: page({ fleet_id: 999999 }) });
    expect(res.status).toBe(400);
    expect(res.json.error.fields).toEqual({ fleet_id: 'Unknown aircraft' });
  });

  it('is for the Aircrafts screen roles', async () => {
    for (const role of ['airline_training', 'airline_finance', 'marine_cs']) {
      const tok = await tokenFor(role);
      expect((await call(fleetAflCollection.GET, { token: tok })).status, role).toBe(403);
      expect((await call(fleetAflCollection.POST, { token: tok, body: page() })).status, role).toBe(403);
    }
    expect((await call(fleetAflCollection.GET)).status).toBe(401);
    expect((await call(fleetAflCollection.POST, { body: page() })).status).toBe(401);
  });
});

describe('/api/flight/fleet-afl-schedules', () => {
  it('links a schedule to a page, lists links by page and schedule, and refuses duplicates', async () => {
    const net = await cx.network(TAG);
    const f = { id: net.fleetId };
    const schedule = (await cx.flight({ ...net.flightDefaults, flight_date: '2026-06-01', etd: '08:00', hours: 1 })).id;
    const afl = await call(fleetAflCollection.POST, {
      token: occ,
      body: { fleet_id: f.id, page_number: 'L1', date: '2026-06-01', pic_name: 'P', block_hours: 1, flight_hours: 1, cycles: 1 },
    });
    const created = await call(fleetAflScheduleCollection.POST, { token: occ, body: { afl_id: afl.json.id, schedule_id: schedule } });
    expect(created.status).toBe(201);
    expect(created.json).toEqual({ id: expect.any(Number) });
    const list = (await call(fleetAflScheduleCollection.GET, { token: occ, query: { schedule } })).json;
    expect(list).toEqual({
      total: 1,
      data: [
        { id: created.json.id, afl_id: afl.json.id, schedule_id: schedule, afl: { id: afl.json.id, page_number: 'L1', fleet_id: f.id } },
      ],
    });
    // q has no text column to search here: it is ignored rather than matching nothing.
    expect((await call(fleetAflScheduleCollection.GET, { token: occ, query: { schedule, q: 'x' } })).json.total).toBe(1);
    const dup = await call(fleetAflScheduleCollection.POST, { token: occ, body: { afl_id: afl.json.id, schedule_id: schedule } });
    expect(dup.status).toBe(409);
    expect(dup.json.error.fields).toEqual({ afl_id: expect.any(String), schedule_id: expect.any(String) });
  });

  it('answers 400 for a missing or unknown page, 403 outside the Aircrafts screen, 401 without a token', async () => {
    const missing = await call(fleetAflScheduleCollection.POST, { token: occ, body: { schedule_id: 1 } });
    expect(missing.status).toBe(400);
    expect(missing.json.error.fields.afl_id).toBe('Please choose an AFL page');
    const unknown = await call(fleetAflScheduleCollection.POST, { token: occ, body: { afl_id: 999999, schedule_id: 1 } });
    expect(unknown.status).toBe(400);
    expect(unknown.json.error.fields).toEqual({ afl_id: 'Unknown afl' });
    expect((await call(fleetAflScheduleCollection.GET, { token: training })).status).toBe(403);
    expect((await call(fleetAflScheduleCollection.POST, { token: finance, body: {} })).status).toBe(403);
    expect((await call(fleetAflScheduleCollection.GET)).status).toBe(401);
  });
});
