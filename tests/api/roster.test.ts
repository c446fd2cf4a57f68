// The duty roster: /api/pilot/schedule (packed reads, upsert), /api/pilot/schedule/{id} (a crew member's
// roster; update and delete of an entry) and /api/pilot/schedule/bulk.
import { beforeAll, describe, expect, it } from 'vitest';
import { parsePacked } from '@/lib/rules/pilot-schedule';
import { rosterBulkRoute, rosterCollection, rosterItem } from '@/server/api/pilot';
import { db } from '@/server/db';
import { todayLocal } from '@/server/resources/flight/pilot';
import { byId, call, tokenFor } from '../support/api-client';
import * as crew from './crew-fixtures';

const TAG = 'R';
let manager: string;
let chief: string;
let ppc: string;
let net: Awaited<ReturnType<typeof crew.network>>;

const day = (d: string) => new Date(`${d}T00:00:00Z`);
const entryOf = (pilotId: number, date: string) =>
  db.pilotSchedule.findUnique({ where: { pilot_id_duty_date: { pilot_id: pilotId, duty_date: day(date) } } });

beforeAll(async () => {
  [manager, chief, ppc] = await Promise.all(['manager', 'airline_pilot', 'airline_ppc'].map(tokenFor));
  net = await crew.network(TAG);
});

describe('POST /api/pilot/schedule', () => {
  it('upserts one entry per crew member and day, and reads it back packed', async () => {
    const p = await crew.crewPilot(TAG);
    const first = await call(rosterCollection.POST, {
      token: chief,
      body: { pilot_id: p.id, duty_date: '2032-02-10', base_id: net.baseId, status: 1, notes: 'early' },
    });
    expect(first.status).toBe(201);
    const again = await call(rosterCollection.POST, { token: chief, body: { pilot_id: p.id, duty_date: '2032-02-10', status: 0 } });
    expect(again.json).toEqual({ id: first.json.id });
    const row = await entryOf(p.id, '2032-02-10');
    expect([row?.status, row?.base_id, row?.notes]).toEqual([0, null, 'early']);
    const res = await call(rosterItem.GET, { token: ppc, params: byId(p.id), query: { from: '2032-02-01', to: '2032-02-29' } });
    expect(res.json).toEqual({ total: 1, data: `${first.json.id}::${p.id}::2032-02-10::0::::::0` });
  });

  it('normalises like spec 5: a base below 1 is none, a negative status empty', async () => {
    const p = await crew.crewPilot(TAG);
    const a = await call(rosterCollection.POST, {
      token: chief,
      body: { pilot_id: p.id, duty_date: '2032-03-01', base_id: -4, status: -1 },
    });
    expect(a.status).toBe(201);
    const b = await call(rosterCollection.POST, { token: chief, body: { pilot_id: p.id, duty_date: '2032-03-02', base_id: 0, status: 2 } });
    expect(b.status).toBe(201);
    const rows = await db.pilotSchedule.findMany({
      where: { pilot_id: p.id },
      orderBy: { duty_date: 'asc' },
      select: { base_id: true, status: true },
    });
    expect(rows).toEqual([
      { base_id: null, status: null },
      { base_id: null, status: 2 },
    ]);
    const packed = (await call(rosterItem.GET, { token: chief, params: byId(p.id), query: { from: '2032-03-01', to: '2032-03-31' } })).json;
    expect(parsePacked(packed.data)).toEqual({
      entries: [
        { id: a.json.id, pilot: p.id, duty_date: '2032-03-01', base: 0, base_name: '', base_name_short: '', status: null },
        { id: b.json.id, pilot: p.id, duty_date: '2032-03-02', base: 0, base_name: '', base_name_short: '', status: 2 },
      ],
      errors: [],
    });
  });

  it.each([
    [{ status: 1 }, 'base_id', 'On Duty needs a base'],
    [{ status: 7, base_id: 0 }, 'base_id', 'Ferry needs a base'],
    [{ status: 12 }, 'status', 'Status must be a duty status from 0 to 11'],
    [{ status: 1.5 }, 'status', 'Status must be a whole number'],
    [{ status: undefined }, 'status', 'Please choose a duty status'],
    [{ duty_date: '2032-02-30' }, 'duty_date', 'Duty date must be a date (YYYY-MM-DD)'],
    [{ duty_date: 'tomorrow' }, 'duty_date', 'Duty date must be a date (YYYY-MM-DD)'],
    [{ pilot_id: 999999 }, 'pilot_id', 'Unknown crew member'],
    [{ status: 1, base_id: 999999 }, 'base_id', 'Unknown base'],
  ])('answers 400 for %o', async (extra, field, message) => {
    const p = await crew.crewPilot(TAG);
    const res = await call(rosterCollection.POST, {
      token: manager,
      body: { pilot_id: p.id, duty_date: '2032-04-01', status: 2, ...extra },
    });
    expect(res.status).toBe(400);
    expect(res.json.error.fields[field]).toBe(message);
    expect(await db.pilotSchedule.count({ where: { pilot_id: p.id } })).toBe(0);
  });
});

describe('GET /api/pilot/schedule', () => {
  it('answers the packed string ordered by crew member and date, filtered by pilot and base, round-tripping through parsePacked', async () => {
    const other = await crew.network(TAG);
    const a = await crew.crewPilot(TAG, { base_id: net.baseId });
    const b = await crew.crewPilot(TAG, { base_id: other.baseId });
    const e1 = await crew.roster(a.id, '2032-05-03', 1, net.baseId);
    const e2 = await crew.roster(a.id, '2032-05-01', 6, null);
    const e3 = await crew.roster(b.id, '2032-05-02', 4, net.baseId); // travels to the first base
    const e4 = await crew.roster(b.id, '2032-05-04', 1, other.baseId);
    await crew.roster(b.id, '2032-06-01', 1, other.baseId); // outside the range
    const baseRow = await db.base.findUniqueOrThrow({ where: { id: net.baseId } });
    const entry = (e: { id: number; pilot_id: number }, date: string, base: number, status: number, name = '', short = '') => ({
      id: e.id,
      pilot: e.pilot_id,
      duty_date: date,
      base,
      base_name: name,
      base_name_short: short,
      status,
    });
    const res = await call(rosterCollection.GET, { token: ppc, query: { from: '2032-05-01', to: '2032-05-31', pilot: a.id } });
    expect(res.json.total).toBe(2);
    expect(parsePacked(res.json.data).entries).toEqual([
      entry(e2, '2032-05-01', 0, 6),
      entry(e1, '2032-05-03', net.baseId, 1, baseRow.name, baseRow.short_name),
    ]);
    expect(res.json.data.split(';;')).toHaveLength(2);
    expect(res.json.data.split(';;')[1].split('::')).toHaveLength(7);
    // The first base's roster: its crew's entries and the entries at it.
    const atBase = await call(rosterCollection.GET, { token: ppc, query: { from: '2032-05-01', to: '2032-05-31', base: net.baseId } });
    const ids = parsePacked(atBase.json.data).entries.map((e) => e.id);
    expect(ids).toEqual(expect.arrayContaining([e1.id, e2.id, e3.id]));
    expect(ids).not.toContain(e4.id);
    expect(atBase.json.total).toBe(ids.length);
    const order = parsePacked(atBase.json.data).entries.map((e) => [e.pilot, e.duty_date]);
    expect(order).toEqual([...order].sort((x, y) => (x[0] as number) - (y[0] as number) || String(x[1]).localeCompare(String(y[1]))));
    const one = await call(rosterItem.GET, { token: ppc, params: byId(b.id), query: { from: '2032-05-01', to: '2032-06-30' } });
    expect(parsePacked(one.json.data).entries.map((e) => e.duty_date)).toEqual(['2032-05-02', '2032-05-04', '2032-06-01']);
  });

  it('defaults to the current month and refuses bad ranges', async () => {
    const p = await crew.crewPilot(TAG);
    const today = todayLocal();
    const e = await crew.roster(p.id, today, 2, null);
    await crew.roster(p.id, '2020-01-01', 2, null);
    const res = await call(rosterItem.GET, { token: ppc, params: byId(p.id) });
    expect(parsePacked(res.json.data).entries.map((x) => x.id)).toEqual([e.id]);
    const onlyFrom = await call(rosterItem.GET, { token: ppc, params: byId(p.id), query: { from: '2020-01-01' } });
    expect(onlyFrom.json.total).toBe(1);
    const cases: [Record<string, string>, string, string][] = [
      [{ from: '2032-01-10', to: '2032-01-09' }, 'to', 'to must not be before from'],
      [{ from: '2032-01-01', to: '2033-02-04' }, 'to', 'The range may cover at most 400 days'],
      [{ from: '2032-13-01' }, 'from', 'From must be a date (YYYY-MM-DD)'],
    ];
    for (const [query, field, message] of cases) {
      const r = await call(rosterCollection.GET, { token: ppc, query });
      expect(r.status, JSON.stringify(query)).toBe(400);
      expect(r.json.error.fields[field]).toBe(message);
    }
    expect((await call(rosterCollection.GET, { token: ppc, query: { from: '2032-01-01', to: '2033-02-03' } })).status).toBe(200);
    expect((await call(rosterItem.GET, { token: ppc, params: byId(999999) })).status).toBe(404);
  });
});

describe('POST /api/pilot/schedule/bulk', () => {
  it('upserts every chosen weekday of the range for several crew members in one go', async () => {
    const a = await crew.crewPilot(TAG);
    const b = await crew.crewPilot(TAG);
    await crew.roster(a.id, '2032-07-06', 2, null); // a Tuesday, overwritten
    await db.pilotSchedule.update({
      where: { pilot_id_duty_date: { pilot_id: a.id, duty_date: day('2032-07-06') } },
      data: { notes: 'kept' },
    });
    // 2032-07-05 is a Monday; Mondays and Wednesdays of two weeks: 4 days x 2 crew.
    const res = await call(rosterBulkRoute, {
      token: chief,
      body: { pilot_ids: [a.id, b.id, a.id], from: '2032-07-04', to: '2032-07-17', status: 1, base_id: net.baseId, weekdays: [1, 3, 2] },
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ affected: 12 });
    const rows = await db.pilotSchedule.findMany({
      where: { pilot_id: a.id },
      orderBy: { duty_date: 'asc' },
      select: { duty_date: true, status: true, base_id: true, notes: true },
    });
    expect(rows.map((r) => r.duty_date.toISOString().slice(0, 10))).toEqual([
      '2032-07-05',
      '2032-07-06',
      '2032-07-07',
      '2032-07-12',
      '2032-07-13',
      '2032-07-14',
    ]);
    expect(rows.every((r) => r.status === 1 && r.base_id === net.baseId)).toBe(true);
    expect(rows[1].notes).toBe('kept');
    const all = await call(rosterBulkRoute, { token: chief, body: { pilot_ids: [b.id], from: '2032-08-01', to: '2032-08-31', status: 0 } });
    expect(all.json).toEqual({ affected: 31 });
  });

  it.each([
    [{ pilot_ids: [] }, 'pilot_ids', 'Please choose the crew members'],
    [{ status: 5 }, 'base_id', 'Training needs a base'],
    [{ to: '2032-08-31' }, 'to', 'to must not be before from'],
    [{ to: '2033-10-10' }, 'to', 'The range may cover at most 400 days'],
    [{ weekdays: [7] }, 'weekdays.0', 'weekdays are 0 (Sunday) to 6 (Saturday)'],
  ])('answers 400 for %o and writes nothing', async (extra, field, message) => {
    const p = await crew.crewPilot(TAG);
    const res = await call(rosterBulkRoute, {
      token: chief,
      body: { pilot_ids: [p.id], from: '2032-09-01', to: '2032-09-30', status: 2, ...extra },
    });
    expect(res.status).toBe(400);
    expect(res.json.error.fields[field]).toBe(message);
    expect(await db.pilotSchedule.count({ where: { pilot_id: p.id } })).toBe(0);
  });

  it('refuses unknown crew members and more than 20,000 entries', async () => {
    const p = await crew.crewPilot(TAG);
    const unknown = await call(rosterBulkRoute, {
      token: chief,
      body: { pilot_ids: [p.id, 999998], from: '2032-09-01', to: '2032-09-02', status: 2 },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json.error.fields).toEqual({ pilot_ids: 'Unknown crew member 999998' });
    const many = Array.from({ length: 60 }, (_, i) => i + 1);
    const big = await call(rosterBulkRoute, { token: chief, body: { pilot_ids: many, from: '2032-01-01', to: '2032-12-31', status: 2 } });
    expect(big.status).toBe(400);
    expect(big.json.error.fields.pilot_ids).toBe('At most 20000 entries (crew members x days) at once');
    expect(await db.pilotSchedule.count({ where: { pilot_id: p.id } })).toBe(0);
  });
});

describe('taking a crew member off flying on a day they fly', () => {
  it('is refused with 409 naming the flights, on upsert, bulk, update and delete; canceled flights do not count', async () => {
    const cpt = await crew.crewPilot(TAG);
    const fo = await crew.crewPilot(TAG, { rank: 'first_officer' });
    const eCpt = await crew.roster(cpt.id, '2032-10-05', 1, net.baseId);
    const eFo = await crew.roster(fo.id, '2032-10-05', 1, net.baseId);
    const f = await crew.flight({
      ...net.flightDefaults,
      flight_date: '2032-10-05',
      etd: '08:00',
      eta: '09:15',
      pilot_id: cpt.id,
      copilot_id: fo.id,
    });
    await crew.flight({ ...net.flightDefaults, flight_date: '2032-10-06', etd: '08:00', flight_status: 0, pilot_id: cpt.id });

    const dayOff = await call(rosterCollection.POST, { token: chief, body: { pilot_id: cpt.id, duty_date: '2032-10-05', status: 0 } });
    expect(dayOff.status).toBe(409);
    expect(dayOff.json.error.message).toBe(
      `Capt. ${cpt.name} is on flight ${f.flight_number} on 2032-10-05: Day Off does not allow flying. Reassign or cancel the flights first`,
    );
    expect(dayOff.json.error.flights).toEqual([{ id: f.id, flight_number: f.flight_number, flight_date: '2032-10-05', pilot_id: cpt.id }]);
    const sick = await call(rosterCollection.POST, { token: chief, body: { pilot_id: fo.id, duty_date: '2032-10-05', status: 3 } });
    expect(sick.status).toBe(409);
    expect(sick.json.error.message).toContain(`F/O ${fo.name} is on flight ${f.flight_number}`);
    // Still flying: allowed, and so are the canceled flight's day and a notes-only edit.
    expect(
      (
        await call(rosterCollection.POST, {
          token: chief,
          body: { pilot_id: cpt.id, duty_date: '2032-10-05', status: 7, base_id: net.baseId },
        })
      ).status,
    ).toBe(201);
    expect(
      (await call(rosterCollection.POST, { token: chief, body: { pilot_id: cpt.id, duty_date: '2032-10-06', status: 0 } })).status,
    ).toBe(201);
    expect((await call(rosterItem.PUT, { token: chief, params: byId(eCpt.id), body: { notes: 'swap later' } })).status).toBe(200);

    const put = await call(rosterItem.PUT, { token: chief, params: byId(eFo.id), body: { status: 8 } });
    expect(put.status).toBe(409);
    expect(put.json.error.message).toContain('Medical does not allow flying');
    const del = await call(rosterItem.DELETE, { token: chief, params: byId(eFo.id) });
    expect(del.status).toBe(409);
    expect(del.json.error.message).toContain('removing the roster entry');

    const bulk = await call(rosterBulkRoute, {
      token: chief,
      body: { pilot_ids: [fo.id, cpt.id], from: '2032-10-01', to: '2032-10-10', status: 2 },
    });
    expect(bulk.status).toBe(409);
    expect(bulk.json.error.flights.map((x: { pilot_id: number }) => x.pilot_id).sort()).toEqual([cpt.id, fo.id].sort());
    expect(await entryOf(fo.id, '2032-10-01')).toBeNull();
    // 2032-10-05 is a Tuesday (2): leaving it out lets the rest through.
    const skip = await call(rosterBulkRoute, {
      token: chief,
      body: { pilot_ids: [fo.id, cpt.id], from: '2032-10-01', to: '2032-10-10', status: 2, weekdays: [0, 1, 3, 4, 5, 6] },
    });
    expect(skip.json).toEqual({ affected: 18 });
    expect((await entryOf(fo.id, '2032-10-05'))?.status).toBe(1);
    expect((await entryOf(cpt.id, '2032-10-05'))?.status).toBe(7);

    // Once the flight is canceled, the roster may change.
    await db.routeSchedule.update({ where: { id: f.id }, data: { flight_status: 0 } });
    expect((await call(rosterItem.DELETE, { token: chief, params: byId(eFo.id) })).json).toEqual({ affected: 1 });
    expect((await call(rosterItem.DELETE, { token: chief, params: byId(eFo.id) })).status).toBe(404);
  });

  it('updates an entry: base and status merge with the stored ones, base required where the status needs it', async () => {
    const p = await crew.crewPilot(TAG);
    const e = await crew.roster(p.id, '2032-11-02', 2, null);
    const noBase = await call(rosterItem.PUT, { token: chief, params: byId(e.id), body: { status: 1 } });
    expect(noBase.status).toBe(400);
    expect(noBase.json.error.fields).toEqual({ base_id: 'On Duty needs a base' });
    expect((await call(rosterItem.PUT, { token: chief, params: byId(e.id), body: { status: 1, base_id: net.baseId } })).json).toEqual({
      id: e.id,
    });
    expect((await call(rosterItem.PUT, { token: chief, params: byId(e.id), body: { base_id: 0 } })).json.error.fields.base_id).toBe(
      'On Duty needs a base',
    );
    expect((await call(rosterItem.PUT, { token: chief, params: byId(e.id), body: { status: -3, base_id: 0 } })).status).toBe(200);
    expect(await entryOf(p.id, '2032-11-02')).toMatchObject({ status: null, base_id: null });
    expect((await call(rosterItem.PUT, { token: chief, params: byId(e.id), body: { pilot_id: 3 } })).json.error.fields).toEqual({
      pilot_id: 'Unknown field pilot_id',
    });
    expect((await call(rosterItem.PUT, { token: chief, params: byId(999999), body: {} })).status).toBe(404);
  });
});

describe('roster access', () => {
  it('lets Crews roles write, Routes & Schedules read, and refuses others', async () => {
    const p = await crew.crewPilot(TAG);
    const e = await crew.roster(p.id, '2032-12-01', 2, null);
    const write = { pilot_id: p.id, duty_date: '2032-12-02', status: 2 };
    const bulk = { pilot_ids: [p.id], from: '2032-12-03', to: '2032-12-04', status: 2 };
    for (const role of ['airline_occ', 'airline_training', 'airline_base']) {
      const tok = await tokenFor(role);
      expect((await call(rosterCollection.POST, { token: tok, body: write })).status, role).toBe(201);
    }
    expect((await call(rosterCollection.GET, { token: ppc })).status).toBe(200);
    expect((await call(rosterItem.GET, { token: ppc, params: byId(p.id) })).status).toBe(200);
    expect((await call(rosterCollection.POST, { token: ppc, body: write })).status).toBe(403);
    expect((await call(rosterBulkRoute, { token: ppc, body: bulk })).status).toBe(403);
    expect((await call(rosterItem.PUT, { token: ppc, params: byId(e.id), body: {} })).status).toBe(403);
    expect((await call(rosterItem.DELETE, { token: ppc, params: byId(e.id) })).status).toBe(403);
    for (const role of ['airline_finance', 'airline_media', 'marine_cs']) {
      const tok = await tokenFor(role);
      expect((await call(rosterCollection.GET, { token: tok })).status, role).toBe(403);
      expect((await call(rosterItem.GET, { token: tok, params: byId(p.id) })).status, role).toBe(403);
    }
    expect((await call(rosterCollection.GET)).status).toBe(401);
    expect((await call(rosterCollection.POST, { body: write })).status).toBe(401);
    expect((await call(rosterBulkRoute, { body: bulk })).status).toBe(401);
    expect((await call(rosterItem.DELETE, { params: byId(e.id) })).status).toBe(401);
    expect((await call(rosterItem.PUT, { params: byId(e.id), body: {} })).status).toBe(401);
    expect((await call(rosterItem.GET, { params: byId(p.id) })).status).toBe(401);
  });
});
