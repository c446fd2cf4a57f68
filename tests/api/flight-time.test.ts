// Flight-time limits: trailingHours and peakHours against hand sums and, for random flights, against every
// window counted one by one; the limit check of schedule create (fl7, fl30), and GET /api/flight/pilot-hours/{id} with add and exclude.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { FLIGHT_TIME_WINDOWS, type HoursByWindow } from '@/lib/rules/flight-time-limits';
import { pilotHours, scheduleCollection } from '@/server/api/flight-schedule';
import { db } from '@/server/db';
import { peakHours, peakHoursMany, trailingHours } from '@/server/resources/flight/flight-time';
import { call, tokenFor } from '../support/api-client';
import * as cx from './crew-fixtures';

const TAG = 'T';
let occ: string;
let net: Awaited<ReturnType<typeof cx.network>>;
let seq = 0;

const addDays = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const days = (from: string, n: number) => Array.from({ length: n }, (_, i) => addDays(from, i));

/** A fixture flight of `hours` from 06:00 (+07) on `date`, each on its own aircraft-free slot. */
const fly = (pilotId: number, date: string, hours: number, extra: Partial<cx.FlightInput> = {}) =>
  cx.flight({ ...net.flightDefaults, flight_number: `ZT${seq++}`, flight_date: date, etd: '06:00', hours, pilot_id: pilotId, ...extra });

const create = (pilotId: number, date: string, etd: string, eta: string) =>
  call(scheduleCollection.POST, {
    token: occ,
    body: {
      flight_number: `ZT${seq++}`,
      flight_type: 'regular',
      flight_date: date,
      etd,
      eta,
      dep_airport_id: net.depId,
      arr_airport_id: net.arrId,
      fleet_id: net.fleetId,
      pilot_id: pilotId,
    },
  });

beforeAll(async () => {
  occ = await tokenFor('airline_occ');
  net = await cx.network(TAG);
});

describe('trailingHours and peakHours', () => {
  it('sum the windows by hand: both seats, canceled flights left out', async () => {
    const p = await cx.crewPilot(TAG);
    const other = await cx.aircraft(TAG, net);
    const on = { fleet_id: other.id };
    await fly(p.id, '2032-01-01', 2, on); // 365-day window only (ends 2032-03-31: 2031-04-02 .. 2032-03-31)
    await fly(p.id, '2032-02-15', 3, on); // 90 and 365
    await fly(p.id, '2032-03-05', 4, { ...on, pilot_id: null, copilot_id: p.id }); // 30, 90, 365 as copilot
    await fly(p.id, '2032-03-26', 1.5, on); // 7 .. 365 (2032-03-25 .. 2032-03-31 is the 7-day window)
    await fly(p.id, '2032-03-31', 2.25, on); // every window
    await fly(p.id, '2032-03-30', 9, { ...on, flight_status: 0 }); // canceled
    await fly(p.id, '2032-04-01', 7, on); // after the date
    const t = (await trailingHours(db, [p.id], '2032-03-31')).get(p.id);
    expect(t).toEqual({ fl7: 3.75, fl30: 7.75, fl90: 10.75, fl365: 12.75 });
    // A crew member without flights answers zeros.
    const idle = await cx.crewPilot(TAG);
    expect((await trailingHours(db, [idle.id], '2032-03-31')).get(idle.id)).toEqual({ fl7: 0, fl30: 0, fl90: 0, fl365: 0 });

    // Peak: the busiest 7-day window containing 2032-03-29 is 2032-03-26 .. 2032-04-01 (1.5 + 2.25 + 7).
    expect((await peakHours(db, p.id, '2032-03-29')).fl7).toBe(10.75);
    // The trailing 7-day window ending 2032-03-29 holds only 1.5 h.
    expect((await trailingHours(db, [p.id], '2032-03-29')).get(p.id)?.fl7).toBe(1.5);
    const peak = await peakHours(db, p.id, '2032-03-31');
    expect(peak).toEqual({ fl7: 10.75, fl30: 14.75, fl90: 17.75, fl365: 19.75 });
    // Leaving a flight out (the one being edited).
    const last = await db.routeSchedule.findFirstOrThrow({ where: { pilot_id: p.id, flight_date: new Date('2032-04-01T00:00:00Z') } });
    expect((await peakHours(db, p.id, '2032-03-31', last.id)).fl7).toBe(3.75);
    // The batched form agrees with the single one.
    const many = await peakHoursMany(db, [
      { pilotId: p.id, date: '2032-03-31' },
      { pilotId: p.id, date: '2032-03-29' },
      { pilotId: idle.id, date: '2032-03-31' },
    ]);
    expect(many.get(`${p.id}:2032-03-31`)).toEqual(peak);
    expect(many.get(`${p.id}:2032-03-29`)).toEqual(await peakHours(db, p.id, '2032-03-29'));
    expect(many.get(`${idle.id}:2032-03-31`)).toEqual({ fl7: 0, fl30: 0, fl90: 0, fl365: 0 });
  });
});

/** The busiest window of each length containing `date`, every candidate window summed flight by flight. */
function peakByHand(flights: { date: string; hours: number; canceled: boolean }[], date: string): HoursByWindow {
  const out = { fl7: 0, fl30: 0, fl90: 0, fl365: 0 };
  for (const w of FLIGHT_TIME_WINDOWS) {
    for (let end = 0; end < w.days; end++) {
      const last = addDays(date, end);
      const first = addDays(last, -(w.days - 1));
      const sum = flights.filter((f) => !f.canceled && f.date >= first && f.date <= last).reduce((a, f) => a + f.hours, 0);
      out[w.key] = Math.max(out[w.key], Math.round(sum * 100) / 100);
    }
  }
  return out;
}

describe('peakHoursMany against every window counted by hand', () => {
  it('agrees for random flights on either seat, canceled ones and the one left out', async () => {
    const other = await cx.aircraft(TAG, net);
    const flight = fc.record({
      // Mostly around the days asked about, so that windows end on their edges; some a year or two away.
      day: fc.oneof({ arbitrary: fc.integer({ min: 0, max: 60 }), weight: 4 }, { arbitrary: fc.integer({ min: 0, max: 800 }), weight: 1 }),
      hours: fc.integer({ min: 1, max: 36 }).map((q) => q / 4),
      copilot: fc.boolean(),
      canceled: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(flight, { minLength: 0, maxLength: 40 }),
        fc.array(fc.integer({ min: 0, max: 60 }), { minLength: 1, maxLength: 4 }),
        fc.nat(),
        async (flights, queryDays, leaveOut) => {
          const p = await cx.crewPilot(TAG);
          const stored = flights.map((f) => ({ ...f, date: addDays('2033-01-01', f.day) }));
          const rows = await Promise.all(
            stored.map((f) =>
              fly(p.id, f.date, f.hours, {
                fleet_id: other.id,
                flight_status: f.canceled ? 0 : 1,
                ...(f.copilot ? { pilot_id: null, copilot_id: p.id } : {}),
              }),
            ),
          );
          const dates = queryDays.map((d) => addDays('2033-01-01', d));
          const many = await peakHoursMany(
            db,
            dates.map((date) => ({ pilotId: p.id, date })),
          );
          for (const date of dates) expect({ date, peak: many.get(`${p.id}:${date}`) }).toEqual({ date, peak: peakByHand(stored, date) });
          if (rows.length) {
            const i = leaveOut % rows.length;
            const rest = stored.filter((_, j) => j !== i);
            expect(await peakHours(db, p.id, dates[0], rows[i].id)).toEqual(peakByHand(rest, dates[0]));
          }
        },
      ),
      { numRuns: 20 },
    );
  });
});

describe('the limit check of create', () => {
  it('fl7: four flights of 8.5 h and one of 6 h reach 40 h exactly; one more half hour in the week is refused', async () => {
    const p = await cx.readyPilot(TAG, net, days('2032-05-01', 10), { name: 'Zqx Seven' });
    for (const d of days('2032-05-01', 4)) expect((await create(p.id, d, '06:00', '14:30')).status).toBe(201);
    const fifth = await create(p.id, '2032-05-05', '06:00', '12:00');
    expect(fifth.status, fifth.text).toBe(201);
    const before = await db.routeSchedule.count({ where: { pilot_id: p.id } });
    const sixth = await create(p.id, '2032-05-06', '06:00', '06:30');
    expect(sixth.status).toBe(400);
    expect(sixth.json.error.fields.pilot_id).toBe('Capt. Zqx Seven would fly 40.5 h in 7 days (limit 40 h)');
    // Earlier in the week is refused too: every 7-day window holding 2032-04-30 .. 2032-05-05 counts.
    await cx.roster(p.id, '2032-04-30', 1, net.baseId);
    expect((await create(p.id, '2032-04-30', '06:00', '06:30')).status).toBe(400);
    expect(await db.routeSchedule.count({ where: { pilot_id: p.id } })).toBe(before);
    // 2032-05-08's windows leave out 2032-05-01: 3 x 8.5 + 6 = 31.5, so 8.5 more fits.
    expect((await create(p.id, '2032-05-08', '06:00', '14:30')).status).toBe(201);
  });

  it('fl30: 99 h in 21 days, a 2 h flight on day 23 is refused for fl30 while fl7 has room', async () => {
    const p = await cx.readyPilot(TAG, net, ['2032-07-23'], { name: 'Zqx Thirty' });
    const other = await cx.aircraft(TAG, net);
    for (let i = 0; i <= 20; i += 2) await fly(p.id, addDays('2032-07-01', i), 9, { fleet_id: other.id });
    const res = await create(p.id, '2032-07-23', '08:00', '10:00');
    expect(res.status).toBe(400);
    expect(res.json.error.fields.pilot_id).toBe('Capt. Zqx Thirty would fly 101 h in 30 days (limit 100 h)');
    expect((await create(p.id, '2032-07-23', '08:00', '09:00')).status).toBe(201);
  });
});

describe('/api/flight/pilot-hours/{id}', () => {
  it('answers trailing usage, the peak without `exclude`, and the headroom after `add` hours', async () => {
    const p = await cx.crewPilot(TAG);
    const other = await cx.aircraft(TAG, net);
    await fly(p.id, '2032-09-01', 20, { fleet_id: other.id });
    const f = await fly(p.id, '2032-09-03', 11, { fleet_id: other.id });
    const res = await call(pilotHours, { token: occ, params: { id: String(p.id) }, query: { date: '2032-09-02', add: 2 } });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ pilot_id: p.id, date: '2032-09-02', fl7: 20, fl30: 20, fl90: 20, fl365: 20 });
    expect(res.json.usage[0]).toEqual({
      key: 'fl7',
      days: 7,
      used: 20,
      limit: 40,
      remaining: 20,
      fraction: 0.5,
      flagged: false,
      exceeded: false,
    });
    expect(res.json.peak[0]).toMatchObject({ key: 'fl7', used: 31, flagged: true });
    expect(res.json.after[0]).toMatchObject({ key: 'fl7', used: 33, remaining: 7, flagged: true, exceeded: false });
    const excl = await call(pilotHours, { token: occ, params: { id: String(p.id) }, query: { date: '2032-09-02', add: 2, exclude: f.id } });
    expect(excl.json.after[0]).toMatchObject({ used: 22 });
    // date defaults to today at +7.
    const today = await call(pilotHours, { token: occ, params: { id: String(p.id) } });
    expect(today.json.date).toBe(new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10));
  });

  it('answers 404 for an unknown crew member, 400 for bad parameters, 401 and 403', async () => {
    expect((await call(pilotHours, { token: occ, params: { id: '999999' } })).status).toBe(404);
    const p = await cx.crewPilot(TAG);
    for (const query of <Record<string, string | number>[]>[{ add: -1 }, { add: 'x' }, { date: '2032-02-30' }, { other: 1 }]) {
      expect((await call(pilotHours, { token: occ, params: { id: String(p.id) }, query })).status, JSON.stringify(query)).toBe(400);
    }
    expect((await call(pilotHours, { params: { id: String(p.id) } })).status).toBe(401);
    expect((await call(pilotHours, { token: await tokenFor('airline_media'), params: { id: String(p.id) } })).status).toBe(403);
    expect((await call(pilotHours, { token: await tokenFor('airline_training'), params: { id: String(p.id) } })).status).toBe(200);
  });
});
