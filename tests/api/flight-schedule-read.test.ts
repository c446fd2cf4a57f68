// Route schedules, the rows and what reads them: create and read (the row shape, times, duplicate numbers),
// list filters, sorts and paging, readiness, and who may read or write.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { scheduleCollection, scheduleItem } from '@/server/api/flight-schedule';
import { db } from '@/server/db';
import { call, tokenFor } from '../support/api-client';
import * as cx from './crew-fixtures';
import { token } from './flight-fixtures';
import { D, type Net, occ, scheduleSetup } from './flight-schedule-fixtures';

const TAG = 'S';
const { fno, body } = scheduleSetup(TAG);

describe('create and read', () => {
  let net: Net;
  let cpt: { id: number; name: string };
  let fo: { id: number; name: string };

  beforeAll(async () => {
    net = await cx.network(TAG);
    await db.airport.update({ where: { id: net.arrId }, data: { timezone: 'Asia/Jayapura' } });
    cpt = await cx.readyPilot(TAG, net, [D]);
    fo = await cx.readyPilot(TAG, net, [D], { rank: 'first_officer' });
  });

  it('creates a flight from local times and answers the contract row, base and area from the aircraft', async () => {
    const res = await call(scheduleCollection.POST, {
      token: occ,
      body: body(net, { flight_number: ' zs001 ', etd: '08:00', eta: '11:30', pilot_id: cpt.id, copilot_id: fo.id, notes: 'Hi' }),
    });
    expect(res.status, res.text).toBe(201);
    const row = (await call(scheduleItem.GET, { token: occ, params: { id: String(res.json.id) } })).json;
    expect(row).toEqual({
      id: res.json.id,
      flight_number: 'ZS001',
      flight_date: D,
      flight_type: 'regular',
      flight_status: 1,
      flight_status_name: 'Plan',
      dep_airport_id: net.depId,
      dep_iata: net.dep.iata,
      dep_icao: net.dep.icao,
      dep_cityname: net.dep.city,
      dep_timezone: 'Asia/Jakarta',
      arr_airport_id: net.arrId,
      arr_iata: net.arr.iata,
      arr_icao: net.arr.icao,
      arr_cityname: net.arr.city,
      arr_timezone: 'Asia/Jayapura',
      // 08:00 at +07 is 01:00Z; 11:30 at +09 is 02:30Z.
      etd: `${D}T01:00:00.000Z`,
      eta: `${D}T02:30:00.000Z`,
      etd_local: '08:00',
      eta_local: '11:30',
      flighttime_decimal: 1.5,
      pilot_id: cpt.id,
      pilot_name: cpt.name,
      copilot_id: fo.id,
      copilot_name: fo.name,
      base_id: net.baseId,
      base_name: expect.any(String),
      base_name_short: net.baseShort,
      area_id: net.areaId,
      area_name: expect.any(String),
      fleet_id: net.fleetId,
      registration: net.registration,
      fleet_type_id: net.fleetTypeId,
      fleet_type_code: expect.any(String),
      payload_kg: 1200,
      flight_logbook: 0,
      logbook_passed: false,
      notes: 'Hi',
      created_at: expect.any(String),
      updated_at: expect.any(String),
      readiness: expect.objectContaining({ light: 'red' }),
    });
    const me = await db.user.findUniqueOrThrow({ where: { email: 'airline_occ@example.com' } });
    expect((await db.routeSchedule.findUniqueOrThrow({ where: { id: res.json.id } })).user_id).toBe(me.id);
  });

  it('accepts ISO instants and computes the flight time', async () => {
    const res = await call(scheduleCollection.POST, {
      token: occ,
      body: body(net, { etd: `${D}T05:00:00+07:00`, eta: `${D}T00:15:00Z` }),
    });
    expect(res.status, res.text).toBe(201);
    // 05:00 at +07 is 22:00Z the day before: 2 h 15 min.
    const row = await db.routeSchedule.findUniqueOrThrow({ where: { id: res.json.id } });
    expect(row.flighttime_decimal).toBe(2.25);
  });

  it('answers 409 with fields.flight_number for a number taken on that date, and accepts it on another date', async () => {
    // The arrival airport is two hours ahead: eta 20:30 there is 19:30 at the departure.
    const n = fno();
    expect(
      (await call(scheduleCollection.POST, { token: occ, body: body(net, { flight_number: n, etd: '18:00', eta: '20:30' }) })).status,
    ).toBe(201);
    const dup = await call(scheduleCollection.POST, {
      token: occ,
      body: body(net, { flight_number: n.toLowerCase(), etd: '19:00', eta: '21:30' }),
    });
    expect(dup.status).toBe(409);
    expect(dup.json.error.fields).toEqual({ flight_number: `Flight ${n} already exists on ${D}` });
    const other = await call(scheduleCollection.POST, {
      token: occ,
      body: body(net, { flight_number: n, flight_date: '2031-03-05', etd: '19:00', eta: '21:30' }),
    });
    expect(other.status).toBe(201);
  });

  it('answers 404 for a schedule that does not exist', async () => {
    expect((await call(scheduleItem.GET, { token: occ, params: { id: '999999' } })).status).toBe(404);
    expect((await call(scheduleItem.PUT, { token: occ, params: { id: '999999' }, body: { notes: 'x' } })).status).toBe(404);
    expect((await call(scheduleItem.DELETE, { token: occ, params: { id: '999999' } })).status).toBe(404);
  });
});

describe('list', () => {
  let net: Net;
  let net2: Net;
  let p1: { id: number; name: string };
  let p2: { id: number };
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    net = await cx.network(TAG);
    net2 = await cx.network(TAG);
    p1 = await cx.crewPilot(TAG, { name: 'Zqx Listpilot' });
    p2 = await cx.crewPilot(TAG);
    const mk = async (key: string, n: Net, extra: Partial<cx.FlightInput> & { flight_date: string; etd: string }) => {
      ids[key] = (await cx.flight({ ...n.flightDefaults, flight_number: `ZSL${key}`, ...extra })).id;
    };
    await mk('A', net, { flight_date: '2031-06-01', etd: '09:00', pilot_id: p1.id });
    await mk('B', net, { flight_date: '2031-06-01', etd: '07:00', flight_type: 'charter', copilot_id: p1.id });
    await mk('C', net2, { flight_date: '2031-06-02', etd: '08:00', flight_status: 3, pilot_id: p2.id });
    await mk('D', net2, { flight_date: '2031-06-03', etd: '06:00', flight_type: 'cargo' });
  });

  const list = async (query: Record<string, string | number>) => {
    const res = await call(scheduleCollection.GET, { token: occ, query: { from: '2031-06-01', to: '2031-06-03', ...query } });
    expect(res.status, res.text).toBe(200);
    return res.json as { total: number; data: { id: number; flight_number: string; readiness?: unknown }[] };
  };
  const numbers = (r: { data: { flight_number: string }[] }) => r.data.map((x) => x.flight_number);

  it('sorts by date then etd by default, and by the other columns on request', async () => {
    expect(numbers(await list({}))).toEqual(['ZSLB', 'ZSLA', 'ZSLC', 'ZSLD']);
    expect(numbers(await list({ sort: 'flight_number', order: 'desc' }))).toEqual(['ZSLD', 'ZSLC', 'ZSLB', 'ZSLA']);
    expect(numbers(await list({ sort: 'etd' }))).toEqual(['ZSLB', 'ZSLA', 'ZSLC', 'ZSLD']);
    expect(numbers(await list({ sort: 'flight_type' }))).toEqual(['ZSLD', 'ZSLB', 'ZSLA', 'ZSLC']);
    expect(numbers(await list({ sort: 'flight_status', order: 'desc' }))[0]).toBe('ZSLC');
    const byReg = numbers(await list({ sort: 'registration' }));
    expect(byReg.slice(0, 2).sort()).toEqual(net.registration < net2.registration ? ['ZSLA', 'ZSLB'] : ['ZSLC', 'ZSLD']);
  });

  it('answers each instant as the stored one in ISO form with milliseconds, as the row read by id does', async () => {
    const at = new Date('2031-06-01T09:00:00.123Z');
    await db.routeSchedule.update({ where: { id: ids.A }, data: { created_at: at } });
    const row = (await list({ q: 'ZSLA' })).data[0] as unknown as Record<string, string>;
    const stored = await db.routeSchedule.findUniqueOrThrow({ where: { id: ids.A } });
    expect(row.created_at).toBe('2031-06-01T09:00:00.123Z');
    for (const key of ['etd', 'eta', 'created_at', 'updated_at'] as const) expect(row[key]).toBe(stored[key].toISOString());
    const { readiness: _, ...byId } = (await call(scheduleItem.GET, { token: occ, params: { id: String(ids.A) } })).json;
    expect(row).toEqual(byId);
  });

  it('pages', async () => {
    const page = await list({ page: 2, limit: 3 });
    expect(page.total).toBe(4);
    expect(numbers(page)).toEqual(['ZSLD']);
  });

  it('filters by date, range, base, area, aircraft, crew on either seat, type, status and q', async () => {
    expect(numbers(await list({ date: '2031-06-02' }))).toEqual(['ZSLC']);
    expect(numbers(await list({ from: '2031-06-02' }))).toEqual(['ZSLC', 'ZSLD']);
    expect(numbers(await list({ base: net2.baseId }))).toEqual(['ZSLC', 'ZSLD']);
    expect(numbers(await list({ area: net.areaId }))).toEqual(['ZSLB', 'ZSLA']);
    expect(numbers(await list({ fleet: net2.fleetId }))).toEqual(['ZSLC', 'ZSLD']);
    expect(numbers(await list({ pilot: p1.id }))).toEqual(['ZSLB', 'ZSLA']);
    // The crew member's count adds up both seats, with the other filters, and past the last page too.
    expect((await list({ pilot: p1.id, limit: 1 })).total).toBe(2);
    expect(await list({ pilot: p1.id, flight_type: 'charter' })).toMatchObject({ total: 1, data: [{ flight_number: 'ZSLB' }] });
    expect(await list({ pilot: p1.id, page: 3, limit: 1 })).toMatchObject({ total: 2, data: [] });
    expect(numbers(await list({ flight_type: 'cargo' }))).toEqual(['ZSLD']);
    expect(numbers(await list({ flight_status: 3 }))).toEqual(['ZSLC']);
    expect(numbers(await list({ q: 'listpilot' }))).toEqual(['ZSLB', 'ZSLA']);
    expect(numbers(await list({ q: net2.registration.toLowerCase() }))).toEqual(['ZSLC', 'ZSLD']);
    expect(numbers(await list({ q: net.arr.iata ?? '' }))).toEqual(['ZSLB', 'ZSLA']);
    expect(numbers(await list({ q: 'zslc' }))).toEqual(['ZSLC']);
    expect((await list({ q: '100%_' })).total).toBe(0);
  });

  it("pages a crew member's flights on both seats in one order, whatever the sort", async () => {
    // A as pilot (06-01 09:00), B as copilot (06-01 07:00): each page is cut from both seats' flights.
    for (const [sort, order, expected] of <[string, string, string[]][]>[
      ['etd', 'asc', ['ZSLB', 'ZSLA']],
      ['etd', 'desc', ['ZSLA', 'ZSLB']],
      ['flight_date', 'desc', ['ZSLA', 'ZSLB']],
      ['flight_number', 'asc', ['ZSLA', 'ZSLB']],
      ['flight_type', 'desc', ['ZSLA', 'ZSLB']],
    ]) {
      const pages = [1, 2, 3].map((page) => list({ pilot: p1.id, sort, order, page, limit: 1 }));
      const [one, two, three] = await Promise.all(pages);
      expect({ sort, order, rows: [...numbers(one), ...numbers(two), ...numbers(three)] }).toEqual({ sort, order, rows: expected });
      expect([one.total, two.total, three.total]).toEqual([2, 2, 2]);
    }
  });

  it('counts a flight a search matches several ways once (both airports, its crew, its number)', async () => {
    // Every airport of this file's fixtures has the token in its city, so do the crew's names.
    for (const q of [token(TAG), `${token(TAG)} city`, 'ZSL', 'zsl', 'Z']) {
      const r = await list({ q });
      expect({ q, total: r.total, rows: r.data.length }).toEqual({ q, total: 4, rows: 4 });
    }
    expect(await list({ q: token(TAG), pilot: p1.id })).toMatchObject({ total: 2 });
    expect(await list({ q: token(TAG), flight_type: 'cargo' })).toMatchObject({ total: 1, data: [{ flight_number: 'ZSLD' }] });
    expect(await list({ q: token(TAG), page: 9, limit: 1 })).toMatchObject({ total: 4, data: [] });
  });

  it('adds readiness only when asked', async () => {
    expect((await list({})).data[0].readiness).toBeUndefined();
    const rows = (await list({ readiness: 1 })).data;
    expect(rows.every((r) => r.readiness)).toBe(true);
  });

  it('answers 400 for bad list parameters', async () => {
    for (const query of <Record<string, string | number>[]>[
      { sort: 'pilot_name' },
      { flight_status: 9 },
      { date: '2031-13-01' },
      { readiness: 2 },
      { base: 'x' },
      { nope: 1 },
    ]) {
      const res = await call(scheduleCollection.GET, { token: occ, query });
      expect(res.status, JSON.stringify(query)).toBe(400);
    }
  });
});

describe('readiness', () => {
  let net: Net;
  const DAY = '2031-07-01';

  beforeAll(async () => {
    net = await cx.network(TAG, { engines: 2 });
  });

  const readinessOf = async (id: number) => (await call(scheduleItem.GET, { token: occ, params: { id: String(id) } })).json.readiness;

  it('is green when crew, aircraft release and manifest are all in order', async () => {
    await cx.release(net.fleetId);
    const cpt = await cx.readyPilot(TAG, net, [DAY]);
    const fo = await cx.readyPilot(TAG, net, [DAY], { rank: 'first_officer' });
    await cx.airportQualification(cpt.id, net.depId);
    await cx.airportQualification(cpt.id, net.arrId);
    const f = await cx.flight({ ...net.flightDefaults, flight_date: DAY, etd: '08:00', eta: '09:00', pilot_id: cpt.id, copilot_id: fo.id });
    await db.manifest.create({ data: { type: 'passenger', firstname: 'A', weight: 80, bag_weight: 10, schedule_id: f.id } });
    expect(await readinessOf(f.id)).toEqual({ light: 'green', reasons: [] });
  });

  it('is amber for a missing copilot, manifest, airport qualification, an expiring licence and limits above 75 %', async () => {
    const cpt = await cx.readyPilot(TAG, net, [DAY], { name: 'Zqx Amber', licence_expiry: '2031-08-01' });
    await cx.airportQualification(cpt.id, net.depId);
    // 31 h in the week before plus this 1 h flight: 32 h of 40 is above 75 %.
    const other = await cx.aircraft(TAG, net);
    await cx.flight({ ...net.flightDefaults, fleet_id: other.id, flight_date: '2031-06-28', etd: '01:00', hours: 15.5, pilot_id: cpt.id });
    await cx.flight({ ...net.flightDefaults, fleet_id: other.id, flight_date: '2031-06-29', etd: '01:00', hours: 15.5, pilot_id: cpt.id });
    const f = await cx.flight({ ...net.flightDefaults, flight_date: DAY, etd: '10:00', eta: '11:00', pilot_id: cpt.id });
    const r = await readinessOf(f.id);
    expect(r.light).toBe('amber');
    expect(r.reasons).toEqual([
      "Capt. Zqx Amber's licence expires on 2031-08-01",
      'Capt. Zqx Amber would fly 32 h in 7 days (over 75 % of 40 h)',
      `Capt. Zqx Amber holds no airport qualification for ${net.arr.iata}`,
      expect.stringMatching(/^No copilot on a two-pilot aircraft/),
      'No manifest yet',
    ]);
  });

  it('is amber for a First Officer in the PIC seat, and saves the flight', async () => {
    await cx.release(net.fleetId);
    const fo = await cx.readyPilot(TAG, net, [DAY], { name: 'Zqx Left Seat', rank: 'first_officer' });
    const cpt = await cx.readyPilot(TAG, net, [DAY]);
    await cx.airportQualification(fo.id, net.depId);
    await cx.airportQualification(fo.id, net.arrId);
    const f = await cx.flight({ ...net.flightDefaults, flight_date: DAY, etd: '12:00', eta: '13:00', pilot_id: fo.id, copilot_id: cpt.id });
    await db.manifest.create({ data: { type: 'passenger', firstname: 'A', weight: 80, bag_weight: 10, schedule_id: f.id } });
    expect(await readinessOf(f.id)).toEqual({ light: 'amber', reasons: ['F/O Zqx Left Seat is a First Officer in the PIC seat'] });
  });

  it('is red for no pilot, no release, a manifest over the payload, and a crew member who may not fly', async () => {
    const n2 = await cx.network(TAG);
    const sick = await cx.readyPilot(TAG, n2, [], { name: 'Zqx Sick' });
    await cx.roster(sick.id, DAY, 3);
    const noPilot = await cx.flight({ ...n2.flightDefaults, flight_date: DAY, etd: '08:00', eta: '09:00' });
    await db.manifest.create({ data: { type: 'cargo', weight: 1300, schedule_id: noPilot.id } });
    const r = await readinessOf(noPilot.id);
    expect(r.light).toBe('red');
    expect(r.reasons).toEqual(
      expect.arrayContaining([
        'No pilot',
        `${n2.registration} has no release to service valid at ETD`,
        `Manifest weight 1300 kg is over the payload of ${n2.registration} (1200 kg)`,
      ]),
    );
    const withSick = await cx.flight({ ...n2.flightDefaults, flight_date: DAY, etd: '10:00', eta: '11:00', pilot_id: sick.id });
    expect((await readinessOf(withSick.id)).reasons).toContain(`Capt. Zqx Sick is not rostered to fly on ${DAY} (Sick)`);
  });

  it('is red for an aircraft or a crew member already on an overlapping flight (written past the API)', async () => {
    const n3 = await cx.network(TAG);
    const cpt = await cx.readyPilot(TAG, n3, [DAY]);
    const first = await cx.flight({ ...n3.flightDefaults, flight_date: DAY, etd: '12:00', eta: '13:00', pilot_id: cpt.id });
    const second = await cx.flight({ ...n3.flightDefaults, flight_date: DAY, etd: '12:30', eta: '13:30', pilot_id: cpt.id });
    const canceled = await cx.flight({ ...n3.flightDefaults, flight_date: DAY, etd: '12:15', eta: '12:45', flight_status: 0 });
    const reasons = (await readinessOf(first.id)).reasons as string[];
    expect(reasons).toContain(`${n3.registration} is already on flight ${second.flight_number} at that time`);
    expect(reasons.filter((r) => r.includes(second.flight_number))).toHaveLength(2);
    expect(reasons.join(' ')).not.toContain(canceled.flight_number);
    const after = await cx.flight({ ...n3.flightDefaults, flight_date: DAY, etd: '13:30', eta: '14:00', pilot_id: cpt.id });
    expect(((await readinessOf(after.id)).reasons as string[]).join(' ')).not.toContain('already on');
  });

  it('reads a page of any size in the same number of queries', async () => {
    const spy = vi.spyOn(db, '$queryRaw');
    const queriesFor = async (limit: number) => {
      spy.mockClear();
      const res = await call(scheduleCollection.GET, { token: occ, query: { date: DAY, readiness: 1, limit } });
      expect(res.status).toBe(200);
      expect(res.json.data.every((r: { readiness?: unknown }) => r.readiness)).toBe(true);
      return { rows: res.json.data.length as number, queries: spy.mock.calls.length };
    };
    try {
      const one = await queriesFor(1);
      const all = await queriesFor(100);
      expect(one.rows).toBe(1);
      expect(all.rows).toBeGreaterThan(3);
      expect(all.queries).toBe(one.queries);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('access', () => {
  it('is read by the schedule and crew roles, written by the Routes & Schedules roles (training included)', async () => {
    const net = await cx.network(TAG);
    for (const role of ['airline_media', 'airline_finance', 'marine_cs']) {
      const tok = await tokenFor(role);
      expect((await call(scheduleCollection.GET, { token: tok })).status, role).toBe(403);
      expect((await call(scheduleCollection.POST, { token: tok, body: body(net) })).status, role).toBe(403);
      expect((await call(scheduleItem.DELETE, { token: tok, params: { id: '1' } })).status, role).toBe(403);
    }
    for (const role of ['airline_training', 'airline_ppc', 'airline_pilot', 'manager']) {
      const tok = await tokenFor(role);
      expect((await call(scheduleCollection.GET, { token: tok, query: { limit: 1 } })).status, role).toBe(200);
    }
    const training = await tokenFor('airline_training');
    const res = await call(scheduleCollection.POST, { token: training, body: body(net, { flight_date: '2031-08-01' }) });
    expect(res.status, res.text).toBe(201);
    expect((await call(scheduleCollection.GET)).status).toBe(401);
    expect((await call(scheduleCollection.POST, { body: body(net) })).status).toBe(401);
    expect((await call(scheduleItem.PUT, { params: { id: '1' }, body: {} })).status).toBe(401);
  });
});
