// Crew logbooks: /api/flight/logbook (list, file), /api/flight/logbook/{id} (remove),
// /api/flight/logbook-info and /api/flight/logbook/pilot/{id}.
import { describe, expect, it } from 'vitest';
import { logbookCollection, logbookInfoRoute, logbookItem, logbookPilot } from '@/server/api/flight-logbook';
import { db } from '@/server/db';
import { todayLocal } from '@/server/resources/flight/pilot';
import { byId, call, tokenFor, tokensFor } from '../support/api-client';
import * as crew from './crew-fixtures';

const TAG = 'G';

const today = todayLocal();
const plus = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** An instant on a date at +07:00. */
const at = (date: string, hhmm: string) => `${date}T${hhmm}:00+07:00`;
const countOf = async (scheduleId: number) => (await db.routeSchedule.findUniqueOrThrow({ where: { id: scheduleId } })).flight_logbook;

/** The flight and aircraft columns a logbook row carries for a planned regular flight on the test network. */
async function flightColumns(
  net: Awaited<ReturnType<typeof crew.network>>,
  f: { flight_number: string; etd: Date; eta: Date },
  date: string,
) {
  return {
    flight_number: f.flight_number,
    flight_date: date,
    flight_type: 'regular',
    flight_status: 1,
    flight_status_name: 'Plan',
    dep_iata: net.dep.iata,
    dep_icao: net.dep.icao,
    dep_timezone: 'Asia/Jakarta',
    arr_iata: net.arr.iata,
    arr_icao: net.arr.icao,
    arr_timezone: 'Asia/Jakarta',
    etd: f.etd.toISOString(),
    eta: f.eta.toISOString(),
    fleet_id: net.fleetId,
    registration: net.registration,
    fleet_type_code: (await db.fleetType.findUniqueOrThrow({ where: { id: net.fleetTypeId } })).code,
    base_name_short: net.baseShort,
  };
}

async function setup() {
  const net = await crew.network(TAG);
  const cpt = await crew.crewPilot(TAG);
  const fo = await crew.crewPilot(TAG, { rank: 'first_officer' });
  /** A flight of the network's aircraft with the captain in command and the first officer beside. */
  const fly = (flight_date: string, etd: string, eta: string, extra: Partial<crew.FlightInput> = {}) =>
    crew.flight({ ...net.flightDefaults, flight_date, etd, eta, pilot_id: cpt.id, copilot_id: fo.id, ...extra });
  return { net, cpt, fo, fly };
}

const [manager, ppc, training] = await tokensFor('manager', 'airline_ppc', 'airline_training');

describe('POST and DELETE /api/flight/logbook', () => {
  it('files one entry per crew member, keeps the flight count and the passed state, replaces and removes', async () => {
    const { net, cpt, fo, fly } = await setup();
    const date = plus(-3);
    const f = await fly(date, '08:00', '09:30');
    const list = async () =>
      (await call(logbookCollection.GET, { token: ppc, query: { fleet: net.fleetId } })).json.data.find(
        (r: { id: number }) => r.id === f.id,
      );

    const a = await call(logbookCollection.POST, {
      token: ppc,
      body: { schedule_id: f.id, pilot_id: cpt.id, block_off: at(date, '07:55'), block_on: at(date, '09:40'), remarks: 'smooth' },
    });
    expect(a.status).toBe(201);
    expect(await countOf(f.id)).toBe(1);
    expect(await list()).toMatchObject({ flight_logbook: 1, logbook_passed: false });
    const b = await call(logbookCollection.POST, {
      token: training,
      body: { schedule_id: f.id, pilot_id: fo.id, block_off: at(date, '07:55'), block_on: at(date, '09:40'), landings: 2 },
    });
    expect(b.status).toBe(201);
    expect(await countOf(f.id)).toBe(2);
    expect(await list()).toMatchObject({ flight_logbook: 2, logbook_passed: true });

    const again = await call(logbookCollection.POST, {
      token: ppc,
      body: { schedule_id: f.id, pilot_id: cpt.id, block_off: at(date, '08:00'), block_on: at(date, '09:21') },
    });
    expect(again.json).toEqual({ id: a.json.id });
    expect(await countOf(f.id)).toBe(2);
    const entry = await db.flightLogbook.findUniqueOrThrow({ where: { id: a.json.id } });
    expect([entry.block_hours, entry.landings, entry.remarks]).toEqual([1.35, 1, null]);

    expect((await call(logbookItem.DELETE, { token: ppc, params: byId(b.json.id) })).json).toEqual({ affected: 1 });
    expect(await countOf(f.id)).toBe(1);
    expect(await list()).toMatchObject({ flight_logbook: 1, logbook_passed: false });
    expect((await call(logbookItem.DELETE, { token: ppc, params: byId(b.json.id) })).status).toBe(404);
  });

  it('passes a single-pilot flight with one entry', async () => {
    const { net, cpt } = await setup();
    const date = plus(-2);
    const f = await crew.flight({ ...net.flightDefaults, flight_date: date, etd: '10:00', eta: '11:00', pilot_id: cpt.id });
    await call(logbookCollection.POST, {
      token: ppc,
      body: { schedule_id: f.id, pilot_id: cpt.id, block_off: at(date, '10:00'), block_on: at(date, '11:05') },
    });
    const row = (await call(logbookCollection.GET, { token: ppc, query: { fleet: net.fleetId } })).json.data[0];
    expect(row).toMatchObject({ id: f.id, flight_logbook: 1, logbook_passed: true, copilot_id: null, copilot_name: null });
  });

  it('refuses crew not on the flight, canceled flights and bad block times, writing nothing', async () => {
    const { net, cpt, fly } = await setup();
    const stranger = await crew.crewPilot(TAG);
    const date = plus(-5);
    const f = await fly(date, '08:00', '09:00');
    const canceled = await fly(date, '12:00', '13:00', { copilot_id: null, flight_status: 0 });
    const ok = { schedule_id: f.id, pilot_id: cpt.id, block_off: at(date, '08:00'), block_on: at(date, '09:00') };
    const cases: [object, string, string][] = [
      [{ pilot_id: stranger.id }, 'pilot_id', `Capt. ${stranger.name} is not the pilot or copilot of flight ${f.flight_number} on ${date}`],
      [{ pilot_id: 999999 }, 'pilot_id', 'Unknown crew member'],
      [{ schedule_id: 999999 }, 'schedule_id', 'Unknown flight'],
      [{ schedule_id: canceled.id }, 'schedule_id', `Flight ${canceled.flight_number} on ${date} is canceled: it takes no logbook`],
      [{ block_on: at(date, '08:00') }, 'block_on', 'Block on must be after block off'],
      [{ block_on: at(date, '07:00') }, 'block_on', 'Block on must be after block off'],
      [
        { block_off: at(plus(-3), '08:00'), block_on: at(plus(-3), '09:00') },
        'block_off',
        expect.stringMatching(/^Block off must be within 24 hours/),
      ],
      [{ block_on: at(plus(-4), '08:01') }, 'block_on', 'A block time may be at most 24 hours'],
      [{ block_off: '08:00' }, 'block_off', 'Block off must be a date and time (ISO 8601)'],
      [{ landings: -1 }, 'landings', 'Landings must be at least 0'],
      [{ schedule_id: undefined }, 'schedule_id', 'Please choose a flight'],
    ];
    const soon = await crew.flight({ ...net.flightDefaults, flight_date: plus(1), etd: '08:00', eta: '09:00', pilot_id: cpt.id });
    const ahead = new Date(Date.now() + 3_600_000);
    cases.push([
      {
        schedule_id: soon.id,
        block_off: soon.etd.toISOString(),
        block_on: (ahead > soon.etd ? new Date(ahead.getTime() + 3_600_000) : soon.eta).toISOString(),
      },
      'block_on',
      'Block on may not be in the future',
    ]);
    for (const [extra, field, message] of cases) {
      const res = await call(logbookCollection.POST, { token: manager, body: { ...ok, ...extra } });
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(res.json.error.fields[field]).toEqual(message);
    }
    expect(await db.flightLogbook.count({ where: { schedule_id: { in: [f.id, canceled.id, soon.id] } } })).toBe(0);
    expect(await countOf(f.id)).toBe(0);
  });
});

describe('GET /api/flight/logbook and logbook-info', () => {
  it('lists flights up to today that are not canceled, newest first, filtered by fleet, range and passed state', async () => {
    const { net, cpt, fo } = await setup();
    const mk = (date: string, etd: string, extra: object = {}) =>
      crew.flight({ ...net.flightDefaults, flight_date: date, etd, hours: 1.5, pilot_id: cpt.id, copilot_id: fo.id, ...extra });
    const old = await mk(plus(-10), '08:00');
    const early = await mk(plus(-1), '07:00');
    const late = await mk(plus(-1), '15:00', { copilot_id: null });
    const now = await mk(today, '06:00');
    await mk(plus(1), '06:00'); // tomorrow: not yet
    await mk(plus(-1), '11:00', { flight_status: 0 }); // canceled
    const file = (f: { id: number; flight_date: Date }, pid: number) => {
      const d = f.flight_date.toISOString().slice(0, 10);
      return call(logbookCollection.POST, {
        token: ppc,
        body: { schedule_id: f.id, pilot_id: pid, block_off: at(d, '06:00'), block_on: at(d, '07:00') },
      });
    };
    await file(old, cpt.id);
    await file(old, fo.id);
    await file(late, cpt.id);
    await file(early, cpt.id);

    const get = async (query: Record<string, string | number>) =>
      (await call(logbookCollection.GET, { token: ppc, query: { fleet: net.fleetId, ...query } })).json;
    const all = await get({});
    expect(all.total).toBe(4);
    expect(all.data.map((r: { id: number }) => r.id)).toEqual([now.id, late.id, early.id, old.id]);
    expect(all.data[1]).toEqual({
      id: late.id,
      ...(await flightColumns(net, late, plus(-1))),
      etd_local: '15:00',
      eta_local: '16:30',
      flighttime_decimal: 1.5,
      pilot_id: cpt.id,
      pilot_name: cpt.name,
      copilot_id: null,
      copilot_name: null,
      flight_logbook: 1,
      logbook_passed: true,
    });
    const ids = (r: { data: { id: number }[] }) => r.data.map((x) => x.id);
    expect(ids(await get({ passed: 1 }))).toEqual([late.id, old.id]);
    expect(ids(await get({ passed: 0 }))).toEqual([now.id, early.id]);
    expect(ids(await get({ from: plus(-1), to: plus(-1) }))).toEqual([late.id, early.id]);
    expect(ids(await get({ to: plus(30) }))).toEqual([now.id, late.id, early.id, old.id]);
    const page2 = await get({ limit: 3, page: 2 });
    expect([page2.total, ...ids(page2)]).toEqual([4, old.id]);

    const info = (await call(logbookInfoRoute, { token: training, query: { fleet: net.fleetId } })).json;
    expect(info).toEqual({ flights: 4, passed: 2, pending: 2, hours: 6, block_hours: 4 });
    const ranged = (await call(logbookInfoRoute, { token: training, query: { fleet: net.fleetId, from: plus(-1) } })).json;
    expect(ranged).toEqual({ flights: 3, passed: 1, pending: 2, hours: 4.5, block_hours: 2 });

    const bad = await call(logbookCollection.GET, { token: ppc, query: { passed: 'yes' } });
    expect(bad.json.error.fields.passed).toBe('passed must be 0 or 1');
    const backwards = await call(logbookInfoRoute, { token: ppc, query: { from: '2030-01-02', to: '2030-01-01' } });
    expect(backwards.json.error.fields.to).toBe('to must not be before from');
  });
});

describe('GET /api/flight/logbook/pilot/{id}', () => {
  it("answers a crew member's entries with their flights, newest first, and totals over every match", async () => {
    const { net, cpt, fo, fly } = await setup();
    const d1 = plus(-20);
    const d2 = plus(-8);
    const f1 = await fly(d1, '08:00', '09:00');
    const f2 = await fly(d2, '08:00', '10:00', { pilot_id: fo.id, copilot_id: cpt.id });
    const e1 = (
      await call(logbookCollection.POST, {
        token: ppc,
        body: { schedule_id: f1.id, pilot_id: cpt.id, block_off: at(d1, '07:50'), block_on: at(d1, '09:05'), landings: 1 },
      })
    ).json.id;
    const e2 = (
      await call(logbookCollection.POST, {
        token: ppc,
        body: {
          schedule_id: f2.id,
          pilot_id: cpt.id,
          block_off: at(d2, '08:00'),
          block_on: at(d2, '10:30'),
          landings: 3,
          remarks: 'touch and go',
        },
      })
    ).json.id;
    await call(logbookCollection.POST, {
      token: ppc,
      body: { schedule_id: f1.id, pilot_id: fo.id, block_off: at(d1, '07:50'), block_on: at(d1, '09:05') },
    });

    const res = await call(logbookPilot, { token: training, params: byId(cpt.id) });
    expect(res.json.total).toBe(2);
    expect(res.json.totals).toEqual({ block_hours: 3.75, landings: 4 });
    expect(res.json.data[0]).toEqual({
      id: e2,
      schedule_id: f2.id,
      pilot_id: cpt.id,
      seat: 'copilot',
      block_off: new Date(at(d2, '08:00')).toISOString(),
      block_on: new Date(at(d2, '10:30')).toISOString(),
      block_hours: 2.5,
      landings: 3,
      remarks: 'touch and go',
      ...(await flightColumns(net, f2, d2)),
      etd_local: '08:00',
      eta_local: '10:00',
      flighttime_decimal: 2,
    });
    expect(res.json.data[1]).toMatchObject({ id: e1, seat: 'pilot', block_hours: 1.25 });
    const paged = (await call(logbookPilot, { token: training, params: byId(cpt.id), query: { limit: 1, page: 2 } })).json;
    expect([paged.total, paged.data[0].id, paged.totals.landings]).toEqual([2, e1, 4]);
    const ranged = (await call(logbookPilot, { token: training, params: byId(cpt.id), query: { from: plus(-10) } })).json;
    expect([ranged.total, ranged.totals]).toEqual([1, { block_hours: 2.5, landings: 3 }]);
    expect((await call(logbookPilot, { token: training, params: byId(999999) })).status).toBe(404);
  });
});

describe('logbook access', () => {
  it('is open to Routes & Schedules and Crews roles and refuses others', async () => {
    const { net, cpt } = await setup();
    const date = plus(-1);
    const f = await crew.flight({ ...net.flightDefaults, flight_date: date, etd: '09:00', eta: '10:00', pilot_id: cpt.id });
    const body = { schedule_id: f.id, pilot_id: cpt.id, block_off: at(date, '09:00'), block_on: at(date, '10:00') };
    for (const role of ['airline_finance', 'airline_media', 'marine_cs']) {
      const tok = await tokenFor(role);
      expect((await call(logbookCollection.GET, { token: tok })).status, role).toBe(403);
      expect((await call(logbookCollection.POST, { token: tok, body })).status, role).toBe(403);
      expect((await call(logbookInfoRoute, { token: tok })).status, role).toBe(403);
      expect((await call(logbookPilot, { token: tok, params: byId(cpt.id) })).status, role).toBe(403);
      expect((await call(logbookItem.DELETE, { token: tok, params: byId(1) })).status, role).toBe(403);
    }
    expect((await call(logbookCollection.GET)).status).toBe(401);
    expect((await call(logbookCollection.POST, { body })).status).toBe(401);
    expect((await call(logbookInfoRoute)).status).toBe(401);
    expect((await call(logbookPilot, { params: byId(cpt.id) })).status).toBe(401);
    expect((await call(logbookItem.DELETE, { params: byId(1) })).status).toBe(401);
    const chief = await tokenFor('airline_pilot');
    const filed = await call(logbookCollection.POST, { token: chief, body });
    expect(filed.status).toBe(201);
    expect((await call(logbookItem.DELETE, { token: ppc, params: byId(filed.json.id) })).status).toBe(200);
  });
});
