// The demo fleet's flying, simulated day by day from a fixed epoch with a PRNG seeded with the registration
// and the date: a given aircraft and day always get the same hours whatever day the seed runs.

import { addDays, dayDate } from '@/lib/rules/calendar-day';
import { type DemoAircraft, INSPECTIONS } from './fleet-data';
import { random } from './random';

// --- Dates --------------------------------------------------------------------------------------------

const DAY_MS = 86_400_000;
/** The utilisation is simulated from here, so a day's figures never depend on when the seed runs. */
const EPOCH = '2024-01-01';

export const toDay = (d: Date) => d.toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) => Math.round((dayDate(to).getTime() - dayDate(from).getTime()) / DAY_MS);
export const round1 = (v: number) => Math.round(v * 10) / 10;
export const addMonths = (day: string, months: number) => {
  const d = dayDate(day);
  d.setUTCMonth(d.getUTCMonth() + months);
  return toDay(d);
};

/** Yesterday in Papua (WIT, Asia/Jayapura), the operation's main zone. */
export function yesterdayInPapua(now = new Date()): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jayapura' }).format(now);
  return addDays(today, -1);
}

// --- Simulation ----------------------------------------------------------------------------------------

export interface SimDay {
  date: string;
  hours: number;
  cycles: number;
}

export interface Simulation {
  days: SimDay[];
  /** Completed inspections (the day the aircraft was released). */
  inspections: string[];
  /** Average flight hours and cycles per calendar day, for the time before the epoch. */
  hoursPerDay: number;
  cyclesPerDay: number;
}

export function simulate(a: DemoAircraft, yesterday: string): Simulation {
  const insp = INSPECTIONS[a.type];
  const start = random(`${a.registration}:start`);
  let sinceInspection = start.float(0, insp.every * 0.9);
  let downtime = 0;
  const grounded = a.groundedDaysAgo !== undefined ? addDays(yesterday, -a.groundedDaysAgo) : null;
  const days: SimDay[] = [];
  const inspections: string[] = [];
  const total = daysBetween(EPOCH, yesterday);
  for (let i = 0; i <= total; i++) {
    const date = addDays(EPOCH, i);
    const r = random(`${a.registration}:${date}`);
    let hours = 0;
    let cycles = 0;
    if (grounded && date >= grounded) {
      // in maintenance: no flying, no inspection release yet
    } else if (downtime > 0) {
      downtime--;
      if (downtime === 0) inspections.push(date);
    } else {
      const sunday = dayDate(date).getUTCDay() === 0;
      if (!r.chance(sunday ? a.use.sundayOff : a.use.offDay)) {
        hours = round1(r.float(a.use.minHours, a.use.maxHours));
        cycles = Math.max(1, Math.min(12, Math.round(hours * a.use.cyclesPerHour + r.float(-1, 1))));
        sinceInspection += hours;
        if (sinceInspection >= insp.every - a.use.maxHours) {
          downtime = insp.days;
          sinceInspection = 0;
        }
      }
    }
    days.push({ date, hours, cycles });
  }
  const sumH = days.reduce((s, d) => s + d.hours, 0);
  const sumC = days.reduce((s, d) => s + d.cycles, 0);
  return { days, inspections, hoursPerDay: sumH / days.length, cyclesPerDay: sumC / days.length };
}

/** Hours and cycles flown from `from` (included) to the end of the simulation; before the epoch, by average. */
export function flownSince(sim: Simulation, from: string): { hours: number; cycles: number } {
  let hours = 0;
  let cycles = 0;
  for (const d of sim.days) {
    if (d.date >= from) {
      hours += d.hours;
      cycles += d.cycles;
    }
  }
  if (from < EPOCH) {
    const before = daysBetween(from, EPOCH);
    hours += before * sim.hoursPerDay;
    cycles += Math.round(before * sim.cyclesPerDay);
  }
  return { hours: round1(hours), cycles };
}
