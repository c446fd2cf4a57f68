// Route schedules, the rules on writes: every create check refused with its message (nothing written),
// overlaps under concurrency, updates re-checking the whole row, and deletes refused for logged flights.
import { beforeAll, describe, expect, it } from 'vitest';
import { scheduleCollection, scheduleItem } from '@/server/api/flight-schedule';
import { db } from '@/server/db';
import { call } from '../support/api-client';
import * as cx from './crew-fixtures';
import { type Net, occ, scheduleSetup } from './flight-schedule-fixtures';

const TAG = 'C';
const { body } = scheduleSetup(TAG);

describe('checks on create', () => {
  let net: Net;
  const DAY = '2031-04-10';
  let cpt: { id: number };
  let fo: { id: number };
  let busy: { id: number; name: string };

  beforeAll(async () => {
    net = await cx.network(TAG);
    cpt = await cx.readyPilot(TAG, net, [DAY]);
    fo = await cx.readyPilot(TAG, net, [DAY], { rank: 'first_officer' });
    busy = await cx.readyPilot(TAG, net, [DAY]);
    const other = await cx.aircraft(TAG, net);
    // The aircraft flies 10:00-11:00 and `busy` flies 12:00-13:00 on another aircraft.
    await cx.flight({ ...net.flightDefaults, flight_number: `Z${TAG}BUSY1`, flight_date: DAY, etd: '10:00', eta: '11:00' });
    await cx.flight({
      ...net.flightDefaults,
      fleet_id: other.id,
      flight_number: `Z${TAG}BUSY2`,
      flight_date: DAY,
      etd: '12:00',
      eta: '13:00',
      copilot_id: busy.id,
    });
    // A canceled flight blocks nothing.
    await cx.flight({
      ...net.flightDefaults,
      flight_number: `Z${TAG}CNL`,
      flight_status: 0,
      flight_date: DAY,
      etd: '14:00',
      eta: '15:00',
      pilot_id: cpt.id,
    });
  });

  const refusals: [string, () => Promise<Record<string, unknown>>, string, string | RegExp][] = [
    ['eta not after etd', async () => ({ etd: '09:00', eta: '09:00' }), 'eta', 'ETA must be after ETD'],
    [
      'a leg of more than 18 hours',
      async () => ({ etd: `${DAY}T01:00:00Z`, eta: `${DAY}T19:01:00Z` }),
      'eta',
      'A flight may last at most 18 hours',
    ],
    ['the same airports', async () => ({ arr_airport_id: net.depId }), 'arr_airport_id', 'Departure and arrival airports must differ'],
    [
      'pilot equal to copilot',
      async () => ({ pilot_id: cpt.id, copilot_id: cpt.id }),
      'copilot_id',
      'Pilot and copilot must be different crew members',
    ],
    [
      'an inactive pilot',
      async () => ({ pilot_id: (await cx.readyPilot(TAG, net, [DAY], { status: 'inactive', name: 'Zqx Inactive' })).id }),
      'pilot_id',
      'Capt. Zqx Inactive is not active',
    ],
    [
      'a pilot on a day off',
      async () => {
        const p = await cx.readyPilot(TAG, net, [], { name: 'Zqx Dayoff' });
        await cx.roster(p.id, DAY, 0);
        return { pilot_id: p.id };
      },
      'pilot_id',
      `Capt. Zqx Dayoff is not rostered to fly on ${DAY} (Day Off)`,
    ],
    [
      'a copilot on travel day',
      async () => {
        const p = await cx.readyPilot(TAG, net, [], { name: 'Zqx Travel', rank: 'first_officer' });
        await cx.roster(p.id, DAY, 4, net.baseId);
        return { pilot_id: cpt.id, copilot_id: p.id };
      },
      'copilot_id',
      `F/O Zqx Travel is not rostered to fly on ${DAY} (Travel Day)`,
    ],
    [
      'a pilot without a roster entry',
      async () => ({ pilot_id: (await cx.readyPilot(TAG, net, [], { name: 'Zqx Noroster' })).id }),
      'pilot_id',
      `Capt. Zqx Noroster is not rostered to fly on ${DAY} (no roster entry)`,
    ],
    [
      'a pilot without a type rating',
      async () => {
        const p = await cx.crewPilot(TAG, { name: 'Zqx Unrated' });
        await cx.roster(p.id, DAY, 1, net.baseId);
        return { pilot_id: p.id };
      },
      'pilot_id',
      /^Capt\. Zqx Unrated holds no type rating on \S+ valid on 2031-04-10$/,
    ],
    [
      'a rating that expired before the date',
      async () => {
        const p = await cx.crewPilot(TAG, { name: 'Zqx Oldrating' });
        await cx.rating(p.id, net.fleetTypeId, { valid_until: '2031-04-09' });
        await cx.roster(p.id, DAY, 1, net.baseId);
        return { pilot_id: p.id };
      },
      'pilot_id',
      /^Capt\. Zqx Oldrating holds no type rating/,
    ],
    [
      'an expired licence',
      async () => ({ pilot_id: (await cx.readyPilot(TAG, net, [DAY], { name: 'Zqx Lic', licence_expiry: '2031-04-09' })).id }),
      'pilot_id',
      "Capt. Zqx Lic's licence expired on 2031-04-09",
    ],
    [
      'an expired medical',
      async () => ({ copilot_id: (await cx.readyPilot(TAG, net, [DAY], { name: 'Zqx Med', medical_expiry: '2031-01-31' })).id }),
      'copilot_id',
      "Capt. Zqx Med's medical expired on 2031-01-31",
    ],
    [
      'the aircraft on an overlapping flight',
      async () => ({ etd: '10:30', eta: '11:30' }),
      'fleet_id',
      new RegExp(`is already on flight Z${TAG}BUSY1 at that time$`),
    ],
    [
      'a crew member on an overlapping flight on another aircraft',
      async () => ({ etd: '12:59', eta: '13:30', pilot_id: busy.id }),
      'pilot_id',
      new RegExp(`^Capt\\. .+ is already on flight Z${TAG}BUSY2 at that time$`),
    ],
    ['an unknown aircraft', async () => ({ fleet_id: 999999 }), 'fleet_id', 'Unknown aircraft'],
    ['an unknown pilot', async () => ({ pilot_id: 999999 }), 'pilot_id', 'Unknown pilot'],
    ['an unknown base', async () => ({ base_id: 999999 }), 'base_id', 'Unknown base'],
    ['an unknown flight type', async () => ({ flight_type: 'rocket' }), 'flight_type', /^Flight type must be one of/],
    ['a bad time', async () => ({ etd: '25:00' }), 'etd', 'Enter the departure time as HH:MM'],
    [
      'an ISO etd on another local date',
      async () => ({ etd: `${DAY}T20:00:00Z`, eta: `${DAY}T21:00:00Z` }),
      'etd',
      /^ETD must fall on the flight date/,
    ],
    ['an unknown field', async () => ({ user_id: 1 }), 'user_id', 'Unknown field user_id'],
  ];

  it.each(refusals)('refuses %s with a 400 on the field and writes nothing', async (_name, extra, field, message) => {
    const before = await db.routeSchedule.count();
    const res = await call(scheduleCollection.POST, {
      token: occ,
      body: body(net, { flight_date: DAY, etd: '16:00', eta: '17:00', ...(await extra()) }),
    });
    expect(res.status, res.text).toBe(400);
    expect(res.json.error.code).toBe('validation');
    expect(res.json.error.fields[field]).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
    expect(await db.routeSchedule.count()).toBe(before);
  });

  it('accepts a flight touching another end to end, one overlapping a canceled flight, and a canceled flight with no checks', async () => {
    const touching = await call(scheduleCollection.POST, {
      token: occ,
      body: body(net, { flight_date: DAY, etd: '11:00', eta: '11:45', pilot_id: cpt.id }),
    });
    expect(touching.status, touching.text).toBe(201);
    const overCanceled = await call(scheduleCollection.POST, {
      token: occ,
      body: body(net, { flight_date: DAY, etd: '14:00', eta: '15:00', pilot_id: cpt.id, copilot_id: fo.id }),
    });
    expect(overCanceled.status, overCanceled.text).toBe(201);
    const unrostered = await cx.crewPilot(TAG);
    const canceled = await call(scheduleCollection.POST, {
      token: occ,
      body: body(net, { flight_date: DAY, etd: '10:15', eta: '10:45', flight_status: 0, pilot_id: unrostered.id }),
    });
    expect(canceled.status, canceled.text).toBe(201);
  });

  it('lets only one of two concurrent overlapping flights of the same aircraft through', async () => {
    const before = await db.routeSchedule.count({ where: { fleet_id: net.fleetId } });
    const [a, b] = await Promise.all([
      call(scheduleCollection.POST, { token: occ, body: body(net, { flight_date: DAY, etd: '20:00', eta: '21:00' }) }),
      call(scheduleCollection.POST, { token: occ, body: body(net, { flight_date: DAY, etd: '20:30', eta: '21:30' }) }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 400]);
    expect([a, b].find((r) => r.status === 400)?.json.error.fields.fleet_id).toMatch(/is already on flight/);
    expect(await db.routeSchedule.count({ where: { fleet_id: net.fleetId } })).toBe(before + 1);
  });

  it('lets only one of two concurrent overlapping flights of the same crew member through', async () => {
    const p = await cx.readyPilot(TAG, net, [DAY]);
    const a1 = await cx.aircraft(TAG, net);
    const a2 = await cx.aircraft(TAG, net);
    const res = await Promise.all([
      call(scheduleCollection.POST, {
        token: occ,
        body: body(net, { fleet_id: a1.id, flight_date: DAY, etd: '06:00', eta: '07:00', pilot_id: p.id }),
      }),
      call(scheduleCollection.POST, {
        token: occ,
        body: body(net, { fleet_id: a2.id, flight_date: DAY, etd: '06:30', eta: '07:30', copilot_id: p.id }),
      }),
    ]);
    expect(res.map((r) => r.status).sort()).toEqual([201, 400]);
    expect(await db.routeSchedule.count({ where: { OR: [{ pilot_id: p.id }, { copilot_id: p.id }] } })).toBe(1);
  });
});

describe('update and delete', () => {
  let net: Net;
  const DAY = '2031-05-10';

  beforeAll(async () => {
    net = await cx.network(TAG);
  });

  it('updates part of a row, checking the whole row it becomes', async () => {
    const p = await cx.readyPilot(TAG, net, [DAY, '2031-05-11']);
    const created = await call(scheduleCollection.POST, {
      token: occ,
      body: body(net, { flight_date: DAY, etd: '08:00', eta: '09:00', pilot_id: p.id }),
    });
    expect(created.status, created.text).toBe(201);
    const id = String(created.json.id);
    await cx.flight({ ...net.flightDefaults, flight_number: `Z${TAG}UPD`, flight_date: DAY, etd: '12:00', eta: '13:00' });

    // Moving onto the other flight of the aircraft is refused, and nothing changes.
    const clash = await call(scheduleItem.PUT, { token: occ, params: { id }, body: { etd: '12:30', eta: '13:30' } });
    expect(clash.status).toBe(400);
    expect(clash.json.error.fields.fleet_id).toMatch(`Z${TAG}UPD`);
    // Editing only the notes still re-checks, and passes (the row does not overlap itself).
    expect((await call(scheduleItem.PUT, { token: occ, params: { id }, body: { notes: 'Checked' } })).status).toBe(200);
    // A day the pilot is not rostered is refused.
    const moved = await call(scheduleItem.PUT, { token: occ, params: { id }, body: { flight_date: '2031-05-12' } });
    expect(moved.status).toBe(400);
    expect(moved.json.error.fields.pilot_id).toMatch(/not rostered to fly on 2031-05-12 \(no roster entry\)/);
    // Another date keeps the times of day.
    const ok = await call(scheduleItem.PUT, { token: occ, params: { id }, body: { flight_date: '2031-05-11', flight_type: 'charter' } });
    expect(ok.status, ok.text).toBe(200);
    const row = (await call(scheduleItem.GET, { token: occ, params: { id } })).json;
    expect(row).toMatchObject({
      flight_date: '2031-05-11',
      etd_local: '08:00',
      eta_local: '09:00',
      flight_type: 'charter',
      notes: 'Checked',
    });
    // Strict body.
    const bad = await call(scheduleItem.PUT, { token: occ, params: { id }, body: { flighttime_decimal: 3 } });
    expect(bad.status).toBe(400);
  });

  it('refuses (409) taking a crew member with a logbook entry off the flight, or canceling it', async () => {
    const p = await cx.readyPilot(TAG, net, [DAY], { name: 'Zqx Logged' });
    const q = await cx.readyPilot(TAG, net, [DAY]);
    const f = await cx.flight({ ...net.flightDefaults, flight_date: DAY, etd: '19:00', eta: '20:00', pilot_id: p.id });
    await db.flightLogbook.create({ data: { schedule_id: f.id, pilot_id: p.id, block_off: f.etd, block_on: f.eta, block_hours: 1 } });
    const id = String(f.id);
    const swap = await call(scheduleItem.PUT, { token: occ, params: { id }, body: { pilot_id: q.id } });
    expect(swap.status).toBe(409);
    expect(swap.json.error.message).toBe('Capt. Zqx Logged has a logbook entry for this flight; delete it before changing the crew');
    const cancel = await call(scheduleItem.PUT, { token: occ, params: { id }, body: { flight_status: 0 } });
    expect(cancel.status).toBe(409);
    expect(cancel.json.error.message).toMatch(/cannot be canceled/);
    // Moving the pilot to the other seat keeps the entry's crew member on the flight.
    const moved = await call(scheduleItem.PUT, { token: occ, params: { id }, body: { pilot_id: q.id, copilot_id: p.id } });
    expect(moved.status, moved.text).toBe(200);
  });

  it('deletes a flight with its manifest, and refuses one with logbook entries (409)', async () => {
    const f = await cx.flight({ ...net.flightDefaults, flight_date: DAY, etd: '15:00', eta: '16:00' });
    await db.manifest.create({ data: { type: 'passenger', firstname: 'A', weight: 70, schedule_id: f.id } });
    const del = await call(scheduleItem.DELETE, { token: occ, params: { id: String(f.id) } });
    expect(del.status).toBe(200);
    expect(del.json).toEqual({ affected: 1 });
    expect(await db.routeSchedule.count({ where: { id: f.id } })).toBe(0);

    const p = await cx.crewPilot(TAG);
    const kept = await cx.flight({ ...net.flightDefaults, flight_date: DAY, etd: '17:00', eta: '18:00', pilot_id: p.id });
    await db.flightLogbook.create({
      data: { schedule_id: kept.id, pilot_id: p.id, block_off: kept.etd, block_on: kept.eta, block_hours: 1 },
    });
    const refused = await call(scheduleItem.DELETE, { token: occ, params: { id: String(kept.id) } });
    expect(refused.status).toBe(409);
    expect(refused.json.error.message).toMatch(new RegExp(`${kept.flight_number} on ${DAY} \\(1 logbook entries\\)`));
    expect(await db.routeSchedule.count({ where: { id: kept.id } })).toBe(1);
  });
});
