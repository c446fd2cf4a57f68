// The plan of a year of demo operations: route schedules from a year ago to 60 days ahead, flown by the
// demo crew on the demo fleet, with the crew's logbooks (demo data only).
//
// Each aircraft flies the days its simulated utilisation (prisma/seed/fleet-simulation.ts) has hours, in sorties out
// of its base through the base's network (out and back, sometimes a triangle), leg times from the great-
// circle distance at the type's cruise speed. The crew are picked day by day from the roster, so every
// flight that is not canceled passes the checks the API makes: a flying duty status at the aircraft's
// base, a type rating since before the flight, licence and medical valid, one aircraft per crew member a
// day (no overlaps), and flight-time windows kept below 34 / 88 / 265 / 900 h (limits 40 / 100 / 300 /
// 1050), planned hours included. Past flights are mostly On Time, some Delay, Divert, RTB or Canceled
// (a canceled sortie is flown again as a catchup on the aircraft's next flying day); future flights are
// Plan. Planned in memory with a seeded PRNG; prisma/seed/operations.ts writes the plan.

import { addDays, dayDate } from '@/lib/rules/calendar-day';
import { distanceM } from '@/lib/rules/distance';
import { allowsFlying } from '@/lib/rules/duty-status';
import { FLIGHT_STATUS } from '@/lib/rules/flight';
import { utcOffset } from '@/lib/rules/time';
import { OUTSTATIONS, ROSTER_AHEAD, ROSTER_PAST, type SeededCrew } from './crew';
import { DEMO_FLEET, type DemoAircraft, FLEET_TYPES } from './fleet-data';
import { simulate } from './fleet-simulation';
import { BASES } from './network';
import { random } from './random';

/** Flight-time caps the generator keeps every crew member under (the limits are 40 / 100 / 300 / 1050). */
export const CREW_CAPS = [
  { days: 7, cap: 34 },
  { days: 30, cap: 88 },
  { days: 90, cap: 265 },
  { days: 365, cap: 900 },
] as const;
/** Flight time of one crew member in one day. */
const DAY_CAP_H = 8;
/** Kept free tomorrow (a Porter at Wamena, whose crew are on duty), so that a flight can be added in the app at any time. */
export const SPARE_TOMORROW = 'PK-RPG';
/** Legs of one aircraft in one day (the flight number's last digit, 1-9). */
const MAX_LEGS = 9;
/**
 * Daylight flying: the first departure is 06:00-07:00 at the base and each turn-round at most 50 minutes, so
 * a day of at most this many minutes of legs and turn-rounds lands by 17:00 base time, by 18:00 at an
 * outstation one zone east.
 */
const DAY_SPAN_MIN = 10 * 60;
const MAX_TURN_MIN = 50;

export interface OpsAirport {
  id: number;
  latitude: number;
  longitude: number;
  timezone: string;
}

export interface OpsAircraft {
  id: number;
  demo: DemoAircraft;
  base_id: number;
  area_id: number;
  payload_kg: number;
}

export interface PlannedLogbook {
  pilot_id: number;
  block_off: number;
  block_on: number;
  remarks: string | null;
}

export interface PlannedFlight {
  flight_number: string;
  flight_date: string;
  flight_type: string;
  flight_status: number;
  dep: string;
  arr: string;
  /** Epoch milliseconds. */
  etd: number;
  eta: number;
  minutes: number;
  fleet_id: number;
  base_id: number;
  area_id: number;
  payload_kg: number;
  pilot_id: number;
  copilot_id: number | null;
  notes: string | null;
  logbooks: PlannedLogbook[];
}

const TYPE_WEIGHTS: [string, number][] = [
  ['regular', 30],
  ['perintis', 27],
  ['charter', 13],
  ['cargo', 10],
  ['perintis_cargo', 6],
  ['charter_cargo', 5],
  ['medevac', 2.5],
  ['ferry', 1.5],
  ['positioning', 1],
  ['corporate', 1],
];
const TYPE_TOTAL = TYPE_WEIGHTS.reduce((s, [, w]) => s + w, 0);

export const round2 = (n: number) => Math.round(n * 100) / 100;
const MIN_MS = 60_000;

const offsetMinutes = new Map<string, number>();
/** The zone's fixed offset from UTC in minutes (Indonesia keeps no daylight saving time). */
function zoneOffset(tz: string): number {
  let m = offsetMinutes.get(tz);
  if (m === undefined) {
    const [h, mm] = utcOffset(tz, new Date('2026-01-01T00:00:00Z')).split(':');
    m = Number(h) * 60 + Math.sign(Number(h) || 1) * Number(mm);
    offsetMinutes.set(tz, m);
  }
  return m;
}

/** Leg minutes: distance at the type's cruise speed plus 12 minutes, in 5-minute steps, 0.4 to 2 h. */
function legMinutes(a: OpsAirport, b: OpsAirport, cruiseKt: number): number {
  const minutes = (distanceM(a, b) / (cruiseKt * 1852)) * 60 + 12;
  return Math.min(120, Math.max(25, Math.round(minutes / 5) * 5));
}

interface Sortie {
  legs: [string, string][];
  type: string | null;
  notes: string | null;
}

interface OpsInput {
  /** +7 local date the plan is built around. */
  today: string;
  now: Date;
  /** Yesterday in Papua: the fleet seed's last day of hours (decides the grounded aircraft's date). */
  papuaYesterday: string;
  crew: SeededCrew[];
  aircraft: OpsAircraft[];
  /** By IATA code. */
  airports: Map<string, OpsAirport>;
}

/** Plans every flight (with its logbooks) of the demo year. Pure: the same input gives the same flights. */
export function planOperations(input: OpsInput): PlannedFlight[] {
  const { today, now, crew, airports } = input;
  const first = addDays(today, -ROSTER_PAST);
  const days = ROSTER_PAST + ROSTER_AHEAD + 1;
  const last = addDays(first, days - 1);
  const recentFrom = addDays(today, -3);
  const tomorrow = addDays(today, 1);
  const r = random(`operations:${today}`);

  // Crew hours per day (non-canceled flights), and running totals before each day for the windows.
  const hours = crew.map(() => new Float64Array(days));
  const before = crew.map(() => new Float64Array(days + 1));
  const windowHours = (c: number, i: number, n: number) => before[c][i] - before[c][Math.max(0, i - n + 1)] + hours[c][i];
  const fits = (c: number, i: number, h: number) =>
    hours[c][i] + h <= DAY_CAP_H && CREW_CAPS.every((w) => windowHours(c, i, w.days) + h <= w.cap);
  const ratedSince = crew.map((c) => new Map(c.plan.ratings.map((x) => [x.type, x.since])));

  // Twin types first: they need two pilots from a smaller pool.
  const fleet = [...input.aircraft].sort(
    (x, y) =>
      (FLEET_TYPES.find((t) => t.code === y.demo.type)?.engines ?? 1) - (FLEET_TYPES.find((t) => t.code === x.demo.type)?.engines ?? 1),
  );
  const sims = new Map(
    fleet.map((a) => {
      const sim = simulate({ ...a.demo, groundedDaysAgo: undefined }, last);
      const grounded = a.demo.groundedDaysAgo !== undefined ? addDays(input.papuaYesterday, -a.demo.groundedDaysAgo) : null;
      return [a.id, { hours: new Map(sim.days.map((d) => [d.date, d.hours])), grounded }];
    }),
  );
  const number = new Map(
    fleet.map((a) => {
      const baseNo = BASES.findIndex((b) => b.short_name === a.demo.base) + 1;
      const acNo = DEMO_FLEET.filter((d) => d.base === a.demo.base).findIndex((d) => d.registration === a.demo.registration);
      return [a.id, `SI ${baseNo}${acNo}`];
    }),
  );
  const catchups = new Map<number, Sortie[]>();
  const flights: PlannedFlight[] = [];

  for (let i = 0; i < days; i++) {
    const date = addDays(first, i);
    const used = new Set<number>();
    const filed = new Map<number, boolean>();
    const filedDay = (c: number) => {
      if (!filed.has(c)) filed.set(c, r.chance(0.5));
      return filed.get(c) as boolean;
    };
    for (const a of fleet) {
      const type = FLEET_TYPES.find((t) => t.code === a.demo.type) as (typeof FLEET_TYPES)[number];
      const sim = sims.get(a.id)!;
      const target = (sim.hours.get(date) ?? 0) * 60;
      if (target <= 0 || (sim.grounded && date >= sim.grounded)) continue;
      if (date === tomorrow && a.demo.registration === SPARE_TOMORROW) continue;
      const base = a.demo.base;
      const home = airports.get(base);
      const outs = OUTSTATIONS[base].filter((x) => airports.has(x));
      if (!home || !outs.length) continue;
      const mins = (legs: [string, string][]) =>
        legs.reduce((s, [x, y]) => s + legMinutes(airports.get(x)!, airports.get(y)!, type.cruise_kt), 0);

      // The day's sorties: a pending catchup first, then rotations until the simulated hours are flown.
      const sorties: Sortie[] = [];
      let total = 0;
      let legCount = 0;
      const pending = catchups.get(a.id);
      if (pending?.length) {
        const c = pending.shift() as Sortie;
        sorties.push(c);
        total += mins(c.legs);
        legCount += c.legs.length;
      }
      for (let attempt = 0; attempt < 30 && total < target - 20; attempt++) {
        const x = r.pick(outs);
        const others = outs.filter((o) => o !== x);
        const legs: [string, string][] =
          others.length && r.chance(0.2)
            ? (() => {
                const y = r.pick(others);
                return [
                  [base, x],
                  [x, y],
                  [y, base],
                ];
              })()
            : [
                [base, x],
                [x, base],
              ];
        const m = mins(legs);
        const span = total + m + (legCount + legs.length - 1) * MAX_TURN_MIN;
        if (total + m > target + 30 || legCount + legs.length > MAX_LEGS || span > DAY_SPAN_MIN) continue;
        sorties.push({ legs, type: null, notes: null });
        total += m;
        legCount += legs.length;
      }
      if (!sorties.length) continue;
      const dayHours = total / 60;

      // Crew: a captain of the base and, on a twin (or for training or line flying), a second pilot.
      const eligible = (c: number, rank: 'captain' | 'first_officer' | null) => {
        const p = crew[c].plan;
        const duty = crew[c].roster[i];
        const since = ratedSince[c].get(a.demo.type);
        return (
          (rank === null || p.rank === rank) &&
          p.base === base &&
          !used.has(c) &&
          duty !== null &&
          allowsFlying(duty.status) &&
          duty.base === base &&
          since !== undefined &&
          since <= date &&
          date < p.licence_expiry &&
          date < p.medical_expiry &&
          fits(c, i, dayHours)
        );
      };
      const score = (c: number) => windowHours(c, i, 30) - (crew[c].plan.busy ? 80 : 0) + r.next() * 4;
      const best = (list: number[]) => list.sort((x, y) => score(x) - score(y))[0];
      const all = crew.map((_, c) => c);
      const captain = best(all.filter((c) => eligible(c, 'captain')));
      if (captain === undefined) continue;
      used.add(captain);
      const fos = all.filter((c) => eligible(c, 'first_officer'));
      const trainee = fos.find((c) => crew[c].roster[i]?.status === 5);
      let copilot: number | undefined;
      if (type.engines > 1) copilot = trainee ?? best(fos) ?? best(all.filter((c) => eligible(c, 'captain')));
      else if (trainee !== undefined) copilot = trainee;
      else if (r.chance(0.2)) copilot = best(fos);
      if (type.engines > 1 && copilot === undefined) {
        used.delete(captain);
        continue;
      }
      if (copilot !== undefined) used.add(copilot);
      const training = copilot !== undefined && crew[copilot].roster[i]?.status === 5;

      // Times: the first departure 06:00-07:00 at the base, 30-50 minutes on the ground between legs.
      const tzHome = zoneOffset(home.timezone);
      let t = dayDate(date).getTime() + (6 * 60 + r.int(0, 12) * 5 - tzHome) * MIN_MS;
      const prefix = number.get(a.id) as string;
      let leg = 0;
      for (const [s, sortie] of sorties.entries()) {
        const kind = sortie.type ?? (training && s === sorties.findIndex((x) => !x.type) ? 'training' : pickType(r));
        const legs = sortie.legs.map(([dep, arr]) => {
          const m = legMinutes(airports.get(dep)!, airports.get(arr)!, type.cruise_kt);
          const etd = t;
          const eta = etd + m * MIN_MS;
          t = eta + r.int(6, MAX_TURN_MIN / 5) * 5 * MIN_MS;
          return { dep, arr, etd, eta, m, flight_number: `${prefix}${++leg}` };
        });
        const flown = legs.at(-1)!.eta < now.getTime();
        const canceled = flown && kind !== 'catchup' && kind !== 'training' && r.chance(0.035);
        if (canceled) {
          const why = r.pick(['weather at', 'runway closed at', 'no load to', 'security situation at']);
          const out = legs[0];
          if (!['ferry', 'positioning'].includes(kind)) {
            const queue = catchups.get(a.id) ?? [];
            queue.push({ legs: sortie.legs, type: 'catchup', notes: `Catch-up for ${out.flight_number} of ${date}` });
            catchups.set(a.id, queue);
          }
          for (const l of legs) {
            flights.push(flight(a, l, kind, FLIGHT_STATUS.canceled, captain, copilot, `Canceled: ${why} ${out.arr}`, []));
          }
          continue;
        }
        for (const l of legs) {
          const h = l.m / 60;
          hours[captain][i] += h;
          if (copilot !== undefined) hours[copilot][i] += h;
          if (l.eta >= now.getTime()) {
            flights.push(flight(a, l, kind, FLIGHT_STATUS.plan, captain, copilot, sortie.notes, []));
            continue;
          }
          const p = r.next();
          let status: number = FLIGHT_STATUS.onTime;
          let notes = sortie.notes;
          let delay = 0;
          if (p < 0.08) {
            status = FLIGHT_STATUS.delay;
            delay = r.int(2, 4) * 5;
            notes = `Delayed ${delay} min (${r.pick(['weather at', 'late cargo at', 'fuel truck at', 'passenger check-in at'])} ${l.dep})`;
          } else if (p < 0.09 && kind !== 'training') {
            status = FLIGHT_STATUS.divert;
            notes = `Diverted: cloud over ${l.arr}, landed at ${r.pick(outs.filter((o) => o !== l.arr).concat(base))} and continued`;
          } else if (p < 0.1 && kind !== 'training') {
            status = FLIGHT_STATUS.rtb;
            notes = `Returned to ${l.dep}: ${r.pick(['chip light', 'weather below minima', 'door warning'])}, flown again after the check`;
          }
          // Logbooks: filed for older flights; of the last days', each crew member has filed about half of the days.
          const logbooks: PlannedLogbook[] = [];
          for (const pid of copilot === undefined ? [captain] : [captain, copilot]) {
            if (date >= recentFrom && (date >= today || !filedDay(pid))) continue;
            logbooks.push({
              pilot_id: crew[pid].id,
              block_off: l.etd + (delay - r.int(3, 5)) * MIN_MS,
              block_on: l.eta + (delay + r.int(2, 5)) * MIN_MS,
              remarks: status === FLIGHT_STATUS.onTime ? null : notes,
            });
          }
          flights.push(flight(a, l, kind, status, captain, copilot, notes, logbooks));
        }
      }
    }
    for (let c = 0; c < crew.length; c++) before[c][i + 1] = before[c][i] + hours[c][i];
  }
  return flights;

  function flight(
    a: OpsAircraft,
    l: { dep: string; arr: string; etd: number; eta: number; m: number; flight_number: string },
    kind: string,
    status: number,
    captain: number,
    copilot: number | undefined,
    notes: string | null,
    logbooks: PlannedLogbook[],
  ): PlannedFlight {
    const depTz = zoneOffset(airports.get(l.dep)!.timezone);
    return {
      flight_number: l.flight_number,
      flight_date: new Date(l.etd + depTz * MIN_MS).toISOString().slice(0, 10),
      flight_type: kind,
      flight_status: status,
      dep: l.dep,
      arr: l.arr,
      etd: l.etd,
      eta: l.eta,
      minutes: l.m,
      fleet_id: a.id,
      base_id: a.base_id,
      area_id: a.area_id,
      payload_kg: a.payload_kg,
      pilot_id: crew[captain].id,
      copilot_id: copilot === undefined ? null : crew[copilot].id,
      notes,
      logbooks,
    };
  }
}

function pickType(r: ReturnType<typeof random>): string {
  let x = r.next() * TYPE_TOTAL;
  for (const [type, w] of TYPE_WEIGHTS) {
    x -= w;
    if (x < 0) return type;
  }
  return 'regular';
}
