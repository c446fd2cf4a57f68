// The demo fleet's life-limited parts: what each type carries, and when each was fitted and how much it has
// flown, so that the margins the demo shows (a part near its limit, one overdue) come out as planned.

import { addDays } from '@/lib/rules/calendar-day';
import type { FleetPartRow } from '@/lib/schemas/flight/rows';
import type { DemoAircraft } from './fleet-data';
import { addMonths, flownSince, round1, type Simulation } from './fleet-simulation';
import { random } from './random';

// --- Parts ------------------------------------------------------------------------------------------

interface PartTemplate {
  key: string;
  name: string;
  part_number: string;
  serial: (r: ReturnType<typeof random>) => string;
  position: string;
  hourLimit?: number;
  cycleLimit?: number;
  calendarMonths?: number;
}

const digits = (r: ReturnType<typeof random>, n: number) => String(r.int(10 ** (n - 1), 10 ** n - 1));

function partTemplates(a: DemoAircraft): PartTemplate[] {
  const elt: PartTemplate = {
    key: 'elt',
    name: 'ELT (Artex ME406)',
    part_number: '453-6603',
    serial: (r) => digits(r, 6),
    position: 'Aft fuselage',
    calendarMonths: 72, // battery replacement
  };
  switch (a.variant) {
    case 'C208B':
    case 'C208B-EX': {
      const ex = a.variant === 'C208B-EX';
      return [
        {
          key: 'engine-1',
          name: ex ? 'Engine, PT6A-140' : 'Engine, PT6A-114A',
          part_number: ex ? 'PT6A-140' : 'PT6A-114A',
          serial: (r) => `PCE-${ex ? 'RX' : 'PC'}${digits(r, 4)}`,
          position: '1',
          hourLimit: ex ? 4000 : 3600,
        },
        {
          key: 'propeller-1',
          name: 'Propeller, McCauley 3-blade',
          part_number: '3GFR34C703',
          serial: (r) => `ED${digits(r, 4)}`,
          position: '1',
          hourLimit: 4000,
          calendarMonths: 72,
        },
        {
          key: 'gear',
          name: 'Main landing gear spring',
          part_number: '2641001-2',
          serial: (r) => `MLG${digits(r, 5)}`,
          position: 'Main',
          cycleLimit: 30000,
        },
        elt,
      ];
    }
    case 'PC-6/B2-H4':
      return [
        {
          key: 'engine-1',
          name: 'Engine, PT6A-27',
          part_number: 'PT6A-27',
          serial: (r) => `PCE-${digits(r, 5)}`,
          position: '1',
          hourLimit: 3600,
        },
        {
          key: 'propeller-1',
          name: 'Propeller, Hartzell 3-blade',
          part_number: 'HC-B3TN-3D',
          serial: (r) => `BUA${digits(r, 5)}`,
          position: '1',
          hourLimit: 3000,
          calendarMonths: 60,
        },
        {
          key: 'gear',
          name: 'Main landing gear leg',
          part_number: '6116.0011.00',
          serial: (r) => `PG${digits(r, 4)}`,
          position: 'Main',
          cycleLimit: 20000,
        },
        elt,
      ];
    case 'DHC-6-300':
    case 'DHC-6-400': {
      const engine = a.variant === 'DHC-6-400' ? 'PT6A-34' : 'PT6A-27';
      const side = (n: number) => (n === 1 ? '1 (LH)' : '2 (RH)');
      return [
        ...[1, 2].map((n) => ({
          key: `engine-${n}`,
          name: `Engine, ${engine}`,
          part_number: engine,
          serial: (r: ReturnType<typeof random>) => `PCE-${digits(r, 5)}`,
          position: side(n),
          hourLimit: 3600,
        })),
        ...[1, 2].map((n) => ({
          key: `propeller-${n}`,
          name: 'Propeller, Hartzell 3-blade',
          part_number: 'HC-B3TN-3DY',
          serial: (r: ReturnType<typeof random>) => `BUA${digits(r, 5)}`,
          position: side(n),
          hourLimit: 3000,
          calendarMonths: 60,
        })),
        {
          key: 'gear',
          name: 'Main landing gear leg',
          part_number: 'C6UM1001-11',
          serial: (r) => `TO${digits(r, 5)}`,
          position: 'Main',
          cycleLimit: 33000,
        },
        elt,
      ];
    }
  }
}

/** A part as the seed plans it: the API's row fields, plus a key and an optional note. */
export type PartPlan = Omit<FleetPartRow, 'id' | 'fleet_id' | 'position' | 'installed_on' | 'status'> & {
  key: string;
  position: string;
  installed_on: string;
  status: string;
  note?: string;
};

export function planParts(a: DemoAircraft, sim: Simulation, yesterday: string, serials: Set<string>): PartPlan[] {
  return partTemplates(a).map((t) => {
    const r = random(`${a.registration}:part:${t.key}`);
    let serial = t.serial(r);
    while (serials.has(`${t.part_number}/${serial}`)) serial = t.serial(r);
    serials.add(`${t.part_number}/${serial}`);
    const o = a.parts?.[t.key] ?? {};

    // When it was installed: given, or fixed by a calendar limit, or a while ago.
    let installed: string;
    if (o.installedDaysAgo !== undefined) installed = addDays(yesterday, -o.installedDaysAgo);
    else if (o.calendarDaysLeft !== undefined && t.calendarMonths)
      installed = addMonths(addDays(yesterday, o.calendarDaysLeft), -t.calendarMonths);
    else if (o.hoursLeft !== undefined && t.hourLimit)
      installed = addDays(yesterday, -Math.floor((0.7 * (t.hourLimit - o.hoursLeft)) / sim.hoursPerDay));
    else if (o.cyclesLeft !== undefined && t.cycleLimit)
      installed = addDays(yesterday, -Math.floor((0.7 * (t.cycleLimit - o.cyclesLeft)) / sim.cyclesPerDay));
    else {
      // Before the year of hours (no release to record), within the calendar limit and well within the hour limit.
      let maxDays = 1500;
      if (t.calendarMonths) maxDays = Math.min(maxDays, t.calendarMonths * 30 - 200);
      if (t.hourLimit) maxDays = Math.min(maxDays, Math.floor((0.6 * t.hourLimit) / sim.hoursPerDay));
      installed = addDays(yesterday, -r.int(Math.min(380, maxDays - 30), maxDays));
    }
    const flown = flownSince(sim, installed);

    // Hours and cycles since new when installed: given, or what leaves the wanted margin, or a share of the limit.
    let hoursAt = o.hoursAtInstall;
    if (hoursAt === undefined && o.hoursLeft !== undefined && t.hourLimit) hoursAt = t.hourLimit - o.hoursLeft - flown.hours;
    if (hoursAt === undefined) hoursAt = t.hourLimit ? Math.max(0, t.hourLimit * r.float(0.1, 0.55) - flown.hours) : 0;
    let cyclesAt = 0;
    if (o.cyclesLeft !== undefined && t.cycleLimit) cyclesAt = t.cycleLimit - o.cyclesLeft - flown.cycles;
    else if (t.cycleLimit) cyclesAt = Math.max(0, Math.round(t.cycleLimit * r.float(0.2, 0.6)) - flown.cycles);
    else if (t.hourLimit && hoursAt > 0) cyclesAt = Math.round(hoursAt * a.use.cyclesPerHour * 0.8);
    // A cycle-limited part fitted used has flown hours too (ELTs are fitted new).
    if (!t.hourLimit && cyclesAt > 0 && o.hoursAtInstall === undefined) hoursAt = cyclesAt / a.use.cyclesPerHour;
    hoursAt = round1(hoursAt);
    if (hoursAt < 0 || cyclesAt < 0) throw new Error(`seed: ${a.registration} ${t.key} cannot meet its margin (installed ${installed})`);

    const hoursNow = round1(hoursAt + flown.hours);
    const cyclesNow = cyclesAt + flown.cycles;
    const calendar = t.calendarMonths ? addMonths(installed, t.calendarMonths) : null;
    if (o.hoursLeft === undefined && t.hourLimit && hoursNow >= t.hourLimit * 0.9)
      throw new Error(`seed: ${a.registration} ${t.key} near its hour limit`);
    if (o.cyclesLeft === undefined && t.cycleLimit && cyclesNow >= t.cycleLimit * 0.9)
      throw new Error(`seed: ${a.registration} ${t.key} near its cycle limit`);
    if (o.calendarDaysLeft === undefined && calendar && calendar <= addDays(yesterday, 60))
      throw new Error(`seed: ${a.registration} ${t.key} near its calendar limit`);
    return {
      key: t.key,
      name: t.name,
      part_number: t.part_number,
      serial_number: serial,
      position: t.position,
      installed_on: installed,
      hours_at_install: hoursAt,
      cycles_at_install: cyclesAt,
      hours_since_new: hoursNow,
      cycles_since_new: cyclesNow,
      hour_limit: t.hourLimit ?? null,
      cycle_limit: t.cycleLimit ?? null,
      calendar_limit: calendar,
      status: o.status ?? 'installed',
      note: o.note,
    };
  });
}
