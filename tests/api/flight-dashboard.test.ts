// The Overview's calls: /api/flight/total-routes, /graph-pilot-flighthours, /graph-pilot-by-fleet and
// /catchup, plus the page-only widgets (fleet hours of a period, flight-time alerts, expiring documents),
// each checked against hand counts over fixtures in 2047 (a year no other data uses).
import { beforeAll, describe, expect, it } from 'vitest';
import { catchupRoute, graphPilotByFleetRoute, graphPilotFlighthoursRoute, totalRoutesRoute } from '@/server/api/flight-dashboard';
import { db } from '@/server/db';
import type { RouteHandler } from '@/server/http/route';
import {
  expiringDocuments,
  fleetPeriodHours,
  limitAlerts,
  localToday,
  monthOf,
  resolvePeriod,
  totalRoutes,
} from '@/server/resources/flight/dashboard';
import { call, tokenFor } from '../support/api-client';
import { aircraft, crewPilot, flight, network, rating } from './crew-fixtures';
import { fleetType } from './flight-fixtures';

const TAG = 'V';
const MARCH = { from: '2047-03-01', to: '2047-03-31' };

let manager: string;
let occ: string;
let net: Awaited<ReturnType<typeof network>>;
let typeB: number;
let typeEmpty: number;
let aircraft2: number;
const crew: Record<string, number> = {};
const flights: Record<string, number> = {};

beforeAll(async () => {
  [manager, occ] = await Promise.all(['manager', 'airline_occ'].map(tokenFor));
  net = await network(TAG);
  aircraft2 = (await aircraft(TAG, net)).id;
  typeB = (await fleetType(TAG)).id;
  typeEmpty = (await fleetType(TAG)).id;

  const a = await crewPilot(TAG, { name: 'Zqx Alpha' });
  const b = await crewPilot(TAG, { name: 'Zqx Bravo', rank: 'first_officer' });
  const c = await crewPilot(TAG, { name: 'Zqx Charlie' });
  const d = await crewPilot(TAG, { name: 'Zqx Delta', status: 'inactive' });
  const e = await crewPilot(TAG, { name: 'Zqx Echo' });
  const f = await crewPilot(TAG, { name: 'Zqx Foxtrot' });
  const g = await crewPilot(TAG, { name: 'Zqx Golf', licence_expiry: '2047-03-20', medical_expiry: '2047-02-20' });
  Object.assign(crew, { a: a.id, b: b.id, c: c.id, d: d.id, e: e.id, f: f.id, g: g.id });
  for (const p of [a, b, c, d]) await rating(p.id, net.fleetTypeId);
  await rating(e.id, net.fleetTypeId, { valid_until: '2020-01-01' });
  await rating(c.id, typeB);

  const on = net.flightDefaults;
  const back = { ...on, dep_airport_id: net.arrId, arr_airport_id: net.depId };
  const add = async (key: string, input: Parameters<typeof flight>[0]) => {
    flights[key] = (await flight(input)).id;
  };
  await add('f1', { ...on, flight_date: '2047-03-02', etd: '08:00', eta: '09:30', flight_status: 2, pilot_id: a.id, copilot_id: b.id });
  await add('f2', { ...on, flight_date: '2047-03-02', etd: '10:00', eta: '12:00', flight_type: 'charter', pilot_id: a.id });
  await add('f3', { ...on, flight_date: '2047-03-05', etd: '08:00', eta: '09:00', flight_status: 0, pilot_id: c.id });
  await add('f4', { ...on, flight_date: '2047-03-06', etd: '08:00', eta: '09:00', flight_type: 'catchup', pilot_id: c.id });
  await add('f5', { ...on, flight_date: '2047-03-10', etd: '13:00', eta: '13:45', flight_status: 3, pilot_id: b.id });
  await add('f6', { ...back, flight_date: '2047-03-20', etd: '15:00', eta: '16:00', flight_status: 0 });
  await add('f7', {
    ...on,
    fleet_id: aircraft2,
    flight_date: '2047-03-31',
    etd: '09:00',
    eta: '12:00',
    flight_type: 'perintis',
    flight_status: 5,
    pilot_id: c.id,
  });
  await add('f8', { ...on, flight_date: '2047-04-01', etd: '08:00', eta: '09:00', pilot_id: a.id });
  await add('f9', { ...on, flight_date: '2047-02-15', etd: '08:00', eta: '10:00', pilot_id: b.id });
  // A catch-up on f6's route, but 9 days later: outside the 7-day window, it recovers nothing.
  await add('f10', { ...back, flight_date: '2047-03-29', etd: '08:00', eta: '09:00', flight_type: 'catchup' });
  // A catch-up on f3's route departing before f3 was canceled: it cannot recover it.
  await add('f11', { ...on, flight_date: '2047-03-04', etd: '08:00', eta: '09:00', flight_type: 'catchup' });
  // Foxtrot's heavy week in June: 4 x 8 h = 32 h in 7 days, 80 % of 40 h.
  for (const dday of ['2047-06-10', '2047-06-11', '2047-06-12', '2047-06-13']) {
    await flight({ ...on, flight_date: dday, etd: '06:00', eta: '14:00', pilot_id: f.id });
  }
  await db.fleetHours.create({ data: { fleet_id: aircraft2, date: new Date('2047-03-31T00:00:00Z'), hours: 3.2, cycles: 1 } });
});

const ROUTES: [string, RouteHandler][] = [
  ['total-routes', totalRoutesRoute.GET],
  ['graph-pilot-flighthours', graphPilotFlighthoursRoute.GET],
  ['graph-pilot-by-fleet', graphPilotByFleetRoute.GET],
  ['catchup', catchupRoute.GET],
];

describe('access', () => {
  it('answers 401 without a token and 403 to roles without the Overview', async () => {
    for (const [name, handler] of ROUTES) {
      const anon = await call(handler);
      expect(anon.status, name).toBe(401);
      expect(anon.json.error.code).toBe('unauthorized');
      for (const role of ['airline_media', 'marine_cs', 'watersports', 'hrd']) {
        const res = await call(handler, { token: await tokenFor(role) });
        expect(res.status, `${role} ${name}`).toBe(403);
        expect(res.json.error.code).toBe('forbidden');
      }
    }
  });

  it('lets the manager and the airline roles of the Overview read', async () => {
    for (const [name, handler] of ROUTES) {
      for (const token of [manager, occ, await tokenFor('airline_finance'), await tokenFor('admin')]) {
        expect((await call(handler, { token })).status, name).toBe(200);
      }
    }
  });
});

describe('validation', () => {
  it('refuses a bad period, bad graph sizes and unknown parameters with 400 and the field', async () => {
    const cases: [RouteHandler, Record<string, string | number>, string, string][] = [
      [totalRoutesRoute.GET, { from: '2047-03-10', to: '2047-03-01' }, 'to', 'to must be on or after from'],
      [totalRoutesRoute.GET, { from: '2046-01-01', to: '2047-03-01' }, 'to', 'The period may cover at most 366 days'],
      [totalRoutesRoute.GET, { from: '2047-02-30' }, 'from', 'From must be a date (YYYY-MM-DD)'],
      [totalRoutesRoute.GET, { date: '2047-03-01' }, 'date', 'Unknown field date'],
      [catchupRoute.GET, { to: 'soon' }, 'to', 'To must be a date (YYYY-MM-DD)'],
      [graphPilotFlighthoursRoute.GET, { months: 0 }, 'months', 'months must be a whole number from 1 to 24'],
      [graphPilotFlighthoursRoute.GET, { months: 'x' }, 'months', 'months must be a whole number from 1 to 24'],
      [graphPilotFlighthoursRoute.GET, { limit: 51 }, 'limit', 'limit must be a whole number from 1 to 50'],
      [graphPilotFlighthoursRoute.GET, { to: '2047-13-01' }, 'to', 'To must be a date (YYYY-MM-DD)'],
    ];
    for (const [handler, query, field, message] of cases) {
      const res = await call(handler, { token: manager, query });
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.json.error.code).toBe('validation');
      expect(res.json.error.fields[field]).toBe(message);
    }
  });
});

describe('periods', () => {
  it('defaults to the month of today at UTC+7; a lone from or to keeps its month', () => {
    expect(localToday(new Date('2047-03-31T17:30:00Z'))).toBe('2047-04-01');
    expect(localToday(new Date('2047-03-31T16:59:00Z'))).toBe('2047-03-31');
    expect(monthOf('2048-02-10')).toEqual({ from: '2048-02-01', to: '2048-02-29' });
    expect(resolvePeriod({}, '2047-03-15')).toEqual(MARCH);
    expect(resolvePeriod({ from: '2047-03-10' }, '2030-01-01')).toEqual({ from: '2047-03-10', to: '2047-03-31' });
    expect(resolvePeriod({ to: '2047-03-10' }, '2030-01-01')).toEqual({ from: '2047-03-01', to: '2047-03-10' });
  });
});

describe('GET /api/flight/total-routes', () => {
  it('counts March 2047 by status and type, hours without the canceled flights', async () => {
    const res = await call(totalRoutesRoute.GET, { token: manager, query: MARCH });
    expect(res.status).toBe(200);
    const { today: _today, ...rest } = res.json;
    expect(rest).toEqual({
      ...MARCH,
      // f1 f2 f3 f4 f5 f6 f7 f10 f11 (f8 is in April, f9 in February).
      total: 9,
      hours: 10.25,
      by_status: [
        { flight_status: 0, name: 'Canceled', total: 2 },
        { flight_status: 1, name: 'Plan', total: 4 },
        { flight_status: 2, name: 'On Time', total: 1 },
        { flight_status: 3, name: 'Delay', total: 1 },
        { flight_status: 4, name: 'Divert', total: 0 },
        { flight_status: 5, name: 'RTB', total: 1 },
      ],
      by_type: [
        { flight_type: 'catchup', total: 3, hours: 3 },
        { flight_type: 'perintis', total: 1, hours: 3 },
        { flight_type: 'regular', total: 2, hours: 2.25 },
        { flight_type: 'charter', total: 1, hours: 2 },
      ],
    });
    expect(typeof res.json.today).toBe('number');
  });

  it('counts one day, and today leaves canceled flights out', async () => {
    const day = await totalRoutes(db, { from: '2047-03-05', to: '2047-03-05' }, '2047-03-02');
    expect(day.total).toBe(1);
    expect(day.hours).toBe(0);
    expect(day.by_type).toEqual([]);
    expect(day.today).toBe(2);
    expect((await totalRoutes(db, {}, '2047-03-05')).today).toBe(0);
  });
});

describe('GET /api/flight/graph-pilot-flighthours', () => {
  it('gives the top crew by hours, month by month, pilot and copilot seats, canceled flights left out', async () => {
    const res = await call(graphPilotFlighthoursRoute.GET, { token: occ, query: { months: 2, limit: 2, to: '2047-03-31' } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      from: '2047-02-01',
      to: '2047-03-31',
      labels: ['2047-02', '2047-03'],
      series: [
        expect.objectContaining({ pilot_id: crew.b, name: 'Zqx Bravo', total: 4.25, data: [2, 2.25] }),
        expect.objectContaining({ pilot_id: crew.c, name: 'Zqx Charlie', total: 4, data: [0, 4] }),
      ],
    });
  });

  it('stops at `to` and fills months without flights with zeros', async () => {
    const res = await call(graphPilotFlighthoursRoute.GET, { token: manager, query: { months: 3, to: '2047-03-10' } });
    expect(res.json.labels).toEqual(['2047-01', '2047-02', '2047-03']);
    const byId = new Map(res.json.series.map((s: { pilot_id: number }) => [s.pilot_id, s]));
    expect(byId.get(crew.a)).toMatchObject({ total: 3.5, data: [0, 0, 3.5] });
    expect(byId.get(crew.b)).toMatchObject({ total: 4.25, data: [0, 2, 2.25] });
    expect(byId.get(crew.c)).toMatchObject({ total: 1, data: [0, 0, 1] });
    expect(res.json.series.map((s: { pilot_id: number }) => s.pilot_id).slice(0, 3)).toEqual([crew.b, crew.a, crew.c]);
  });

  it('defaults to 12 months ending this month', async () => {
    const res = await call(graphPilotFlighthoursRoute.GET, { token: manager });
    expect(res.json.labels).toHaveLength(12);
    expect(res.json.labels[11]).toBe(localToday().slice(0, 7));
    expect(res.json.series.length).toBeLessThanOrEqual(10);
  });
});

describe('GET /api/flight/graph-pilot-by-fleet', () => {
  it('counts active crew with a valid rating per type, captains and first officers, types without crew too', async () => {
    const res = await call(graphPilotByFleetRoute.GET, { token: manager });
    expect(res.status).toBe(200);
    const byType = new Map(res.json.data.map((r: { fleet_type_id: number }) => [r.fleet_type_id, r]));
    // Delta is inactive, Echo's rating ran out in 2020.
    expect(byType.get(net.fleetTypeId)).toMatchObject({ captains: 2, first_officers: 1, total: 3 });
    expect(byType.get(typeB)).toMatchObject({ captains: 1, first_officers: 0, total: 1 });
    expect(byType.get(typeEmpty)).toMatchObject({ captains: 0, first_officers: 0, total: 0 });
  });
});

describe('GET /api/flight/catchup', () => {
  it('pairs each canceled flight with the catch-up flight recovering it', async () => {
    const res = await call(catchupRoute.GET, { token: occ, query: MARCH });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      ...MARCH,
      canceled: 2,
      scheduled: 1,
      catchup_flights: 3,
      canceled_hours: 2,
      recovered_hours: 1,
    });
    expect(res.json.data.map((r: { id: number; catchup: { id: number } | null }) => [r.id, r.catchup?.id ?? null])).toEqual([
      [flights.f3, flights.f4],
      [flights.f6, null],
    ]);
    expect(res.json.data[0]).toMatchObject({ flight_date: '2047-03-05', flight_status: 0, dep_iata: net.dep.iata, arr_iata: net.arr.iata });
    expect(res.json.data[0].catchup).toMatchObject({ flight_date: '2047-03-06', flight_type: 'catchup', etd: '2047-03-06T01:00:00.000Z' });
  });

  it('recovers one canceled flight per catch-up flight', async () => {
    const on = { ...net.flightDefaults, flight_date: '2047-05-03' };
    const x = await flight({ ...on, etd: '07:00', eta: '08:00', flight_status: 0 });
    const y = await flight({ ...on, etd: '09:00', eta: '10:00', flight_status: 0 });
    const k = await flight({ ...on, flight_date: '2047-05-04', etd: '07:00', eta: '08:00', flight_type: 'catchup' });
    const res = await call(catchupRoute.GET, { token: manager, query: { from: '2047-05-01', to: '2047-05-31' } });
    expect(res.json).toMatchObject({ canceled: 2, scheduled: 1, catchup_flights: 1 });
    expect(res.json.data.map((r: { id: number; catchup: { id: number } | null }) => [r.id, r.catchup?.id ?? null])).toEqual([
      [x.id, k.id],
      [y.id, null],
    ]);
  });
});

describe('page widgets', () => {
  it('fleet hours of the period: flights, scheduled, flown to date and recorded hours per aircraft', async () => {
    const res = await fleetPeriodHours(db, MARCH, '2047-03-10');
    const rows = new Map(res.data.map((r) => [r.fleet_id, r]));
    expect(rows.get(net.fleetId)).toMatchObject({
      registration: net.registration,
      flights: 6,
      scheduled_hours: 7.25,
      flown_hours: 6.25,
      recorded_hours: 0,
    });
    expect(rows.get(aircraft2)).toMatchObject({ flights: 1, scheduled_hours: 3, flown_hours: 0, recorded_hours: 3.2 });
    expect(res.totals).toMatchObject({ flights: 7, scheduled_hours: 10.25, flown_hours: 6.25 });
    expect(res.data[0].fleet_id).toBe(net.fleetId);
  });

  it('flight-time alerts: crew above 75 % of a window ending on the day, worst window first', async () => {
    const res = await limitAlerts(db, '2047-06-13');
    const fox = res.data.find((r) => r.pilot_id === crew.f);
    expect(fox?.worst).toMatchObject({ key: 'fl7', used: 32, limit: 40, flagged: true, exceeded: false });
    expect(res.data.some((r) => r.pilot_id === crew.a)).toBe(false);
    // A week later the 7-day window has emptied: fl30 holds 32 of 100 h, not flagged.
    expect((await limitAlerts(db, '2047-06-20')).data.some((r) => r.pilot_id === crew.f)).toBe(false);
  });

  it('expiring documents: active crew within 60 days, expired ones with negative days', async () => {
    const res = await expiringDocuments(db, '2047-03-01', 10_000);
    const golf = res.data.filter((r) => r.pilot_id === crew.g);
    expect(golf).toEqual([
      expect.objectContaining({ document: 'medical', expiry: '2047-02-20', days_left: -9 }),
      expect.objectContaining({ document: 'licence', expiry: '2047-03-20', days_left: 19 }),
    ]);
    expect(res.data.some((r) => r.pilot_id === crew.a)).toBe(false);
    expect(res.total).toBeGreaterThanOrEqual(2);
  });
});
