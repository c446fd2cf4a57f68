// Bulk schedule calls: route-schedule-bulk (all or nothing, rows in order), route-schedule-bulk-delete-date,
// route-schedule/pilot/{pid} and flight-number/{n}.
import { beforeAll, describe, expect, it } from 'vitest';
import { scheduleBulkCreate, scheduleBulkDeleteDate, schedulesByNumber, schedulesOfPilot } from '@/server/api/flight-schedule';
import { db } from '@/server/db';
import { call, tokenFor } from '../support/api-client';
import * as cx from './crew-fixtures';

const TAG = 'K';
const DAY = '2031-10-20';
let occ: string;
let net: Awaited<ReturnType<typeof cx.network>>;
let seq = 0;

const row = (extra: Record<string, unknown> = {}) =>
  cx.scheduleBody(net, { flight_number: `ZK${seq++}`, flight_date: DAY, eta: '09:00' }, extra);

beforeAll(async () => {
  occ = await tokenFor('airline_occ');
  net = await cx.network(TAG);
});

describe('/api/flight/route-schedule-bulk', () => {
  it('creates every row in one go', async () => {
    const p = await cx.readyPilot(TAG, net, [DAY]);
    const res = await call(scheduleBulkCreate, {
      token: occ,
      body: {
        schedules: [row({ pilot_id: p.id }), row({ etd: '10:00', eta: '11:00', pilot_id: p.id }), row({ etd: '12:00', eta: '12:40' })],
      },
    });
    expect(res.status, res.text).toBe(201);
    expect(res.json).toEqual({ created: 3, ids: [expect.any(Number), expect.any(Number), expect.any(Number)] });
    expect(await db.routeSchedule.count({ where: { id: { in: res.json.ids } } })).toBe(3);
  });

  it('writes nothing when a row fails, checking each row against the rows before it, and names every failing row', async () => {
    const p = await cx.readyPilot(TAG, net, [DAY]);
    const before = await db.routeSchedule.count();
    const res = await call(scheduleBulkCreate, {
      token: occ,
      body: {
        schedules: [
          row({ etd: '14:00', eta: '15:00', pilot_id: p.id }),
          // Overlaps row 0 for the aircraft and the pilot.
          row({ etd: '14:30', eta: '15:30', pilot_id: p.id }),
          row({ etd: '17:00', eta: '16:00' }),
          row({ etd: '18:00', eta: '19:00' }),
        ],
      },
    });
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('validation');
    expect(res.json.error.rows).toEqual([
      { index: 1, field: 'fleet_id', message: expect.stringMatching(/is already on flight ZK\d+ at that time$/) },
      { index: 1, field: 'pilot_id', message: expect.stringMatching(/is already on flight ZK\d+ at that time$/) },
      { index: 2, field: 'eta', message: 'ETA must be after ETD' },
    ]);
    expect(res.json.error.message).toMatch(/^Row 2: .*nothing was saved$/);
    expect(await db.routeSchedule.count()).toBe(before);
  });

  it('refuses a flight number repeated in the batch on the same date', async () => {
    const n = `ZK${seq++}`;
    const res = await call(scheduleBulkCreate, {
      token: occ,
      body: { schedules: [row({ flight_number: n, etd: '20:00', eta: '20:30' }), row({ flight_number: n, etd: '21:00', eta: '21:30' })] },
    });
    expect(res.status).toBe(400);
    expect(res.json.error.rows).toEqual([{ index: 1, field: 'flight_number', message: `Flight ${n} already exists on ${DAY}` }]);
  });

  it('answers 400 for an empty or oversized batch and a bad row shape; 403 and 401', async () => {
    expect((await call(scheduleBulkCreate, { token: occ, body: { schedules: [] } })).json.error.fields).toEqual({
      schedules: 'Please input at least one schedule',
    });
    const many = Array.from({ length: 501 }, () => row());
    expect((await call(scheduleBulkCreate, { token: occ, body: { schedules: many } })).json.error.fields).toEqual({
      schedules: 'At most 500 schedules at once',
    });
    const bad = await call(scheduleBulkCreate, { token: occ, body: { schedules: [row({ flight_type: 'x' })] } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.error.fields)).toEqual(['schedules.0.flight_type']);
    expect((await call(scheduleBulkCreate, { token: await tokenFor('airline_media'), body: { schedules: [row()] } })).status).toBe(403);
    expect((await call(scheduleBulkCreate, { body: { schedules: [row()] } })).status).toBe(401);
  });
});

describe('/api/flight/route-schedule-bulk-delete-date', () => {
  it("deletes a day's flights, optionally of one aircraft or base, and refuses the lot when one has a logbook", async () => {
    const d = '2031-10-25';
    const n2 = await cx.network(TAG);
    const a = await cx.flight({ ...net.flightDefaults, flight_date: d, etd: '08:00', hours: 1 });
    const b = await cx.flight({ ...n2.flightDefaults, flight_date: d, etd: '08:00', hours: 1 });
    const c = await cx.flight({ ...n2.flightDefaults, flight_date: d, etd: '10:00', hours: 1 });
    const otherDay = await cx.flight({ ...n2.flightDefaults, flight_date: '2031-10-26', etd: '10:00', hours: 1 });

    const byFleet = await call(scheduleBulkDeleteDate, { token: occ, body: { day: d, fleet_id: net.fleetId } });
    expect(byFleet.json).toEqual({ affected: 1 });
    expect(await db.routeSchedule.count({ where: { id: a.id } })).toBe(0);

    const p = await cx.crewPilot(TAG);
    await db.routeSchedule.update({ where: { id: c.id }, data: { pilot_id: p.id } });
    await db.flightLogbook.create({ data: { schedule_id: c.id, pilot_id: p.id, block_off: c.etd, block_on: c.eta, block_hours: 1 } });
    const refused = await call(scheduleBulkDeleteDate, { token: occ, body: { day: d, base_id: n2.baseId } });
    expect(refused.status).toBe(409);
    expect(refused.json.error.message).toContain(`${c.flight_number} on ${d} (1 logbook entries)`);
    expect(await db.routeSchedule.count({ where: { id: { in: [b.id, c.id] } } })).toBe(2);

    await db.flightLogbook.deleteMany({ where: { schedule_id: c.id } });
    const ok = await call(scheduleBulkDeleteDate, { token: occ, body: { day: d, base_id: n2.baseId } });
    expect(ok.json).toEqual({ affected: 2 });
    expect(await db.routeSchedule.count({ where: { id: otherDay.id } })).toBe(1);
    expect((await call(scheduleBulkDeleteDate, { token: occ, body: { day: d } })).json).toEqual({ affected: 0 });
  });

  it('answers 400 for a bad day, 403 and 401', async () => {
    expect((await call(scheduleBulkDeleteDate, { token: occ, body: { day: '2031-02-30' } })).status).toBe(400);
    expect((await call(scheduleBulkDeleteDate, { token: occ, body: {} })).status).toBe(400);
    expect((await call(scheduleBulkDeleteDate, { token: await tokenFor('airline_finance'), body: { day: '2031-10-25' } })).status).toBe(
      403,
    );
    expect((await call(scheduleBulkDeleteDate, { body: { day: '2031-10-25' } })).status).toBe(401);
  });
});

describe('/api/flight/route-schedule/pilot/{pid} and /api/flight/flight-number/{n}', () => {
  it("lists a crew member's flights on either seat in a range, by etd", async () => {
    const p = await cx.crewPilot(TAG);
    const other = await cx.aircraft(TAG, net);
    const on = { ...net.flightDefaults, fleet_id: other.id };
    const f1 = await cx.flight({ ...on, flight_date: '2031-11-02', etd: '08:00', hours: 1, pilot_id: p.id });
    const f2 = await cx.flight({ ...on, flight_date: '2031-11-01', etd: '08:00', hours: 1, copilot_id: p.id });
    await cx.flight({ ...on, flight_date: '2031-11-09', etd: '08:00', hours: 1, pilot_id: p.id });
    const res = await call(schedulesOfPilot, {
      token: occ,
      params: { pid: String(p.id) },
      query: { from: '2031-11-01', to: '2031-11-05' },
    });
    expect(res.status).toBe(200);
    expect(res.json.total).toBe(2);
    expect(res.json.data.map((r: { id: number }) => r.id)).toEqual([f2.id, f1.id]);
    const paged = await call(schedulesOfPilot, { token: occ, params: { pid: String(p.id) }, query: { page: 2, limit: 2 } });
    expect(paged.json.total).toBe(3);
    expect(paged.json.data).toHaveLength(1);
    expect((await call(schedulesOfPilot, { token: occ, params: { pid: 'x' } })).status).toBe(404);
    expect((await call(schedulesOfPilot, { token: await tokenFor('airline_media'), params: { pid: String(p.id) } })).status).toBe(403);
    expect((await call(schedulesOfPilot, { token: await tokenFor('airline_training'), params: { pid: String(p.id) } })).status).toBe(200);
  });

  it('lists the flights with a number, newest first, whatever the case asked', async () => {
    const other = await cx.aircraft(TAG, net);
    const on = { ...net.flightDefaults, fleet_id: other.id, flight_number: 'ZKNUM7' };
    await cx.flight({ ...on, flight_date: '2031-11-10', etd: '08:00', hours: 1 });
    await cx.flight({ ...on, flight_date: '2031-11-12', etd: '08:00', hours: 1, notes: 'latest' });
    await cx.flight({ ...on, flight_date: '2031-11-11', etd: '08:00', hours: 1 });
    const res = await call(schedulesByNumber, { token: occ, params: { n: 'zknum7' }, query: { limit: 2 } });
    expect(res.status).toBe(200);
    expect(res.json.total).toBe(3);
    expect(res.json.data.map((r: { flight_date: string }) => r.flight_date)).toEqual(['2031-11-12', '2031-11-11']);
    expect(res.json.data[0]).toMatchObject({ notes: 'latest', registration: other.registration, etd_local: '08:00' });
    expect((await call(schedulesByNumber, { token: occ, params: { n: 'NONE1' } })).json).toEqual({ total: 0, data: [] });
    expect((await call(schedulesByNumber, { token: occ, params: { n: '!' } })).status).toBe(404);
    expect((await call(schedulesByNumber, { params: { n: 'ZKNUM7' } })).status).toBe(401);
  });
});
