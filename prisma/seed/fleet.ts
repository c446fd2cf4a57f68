// The fleet: the three aircraft types (reference data, seeded always) and the demo operation's eleven
// aircraft with their parts, a year of daily hours up to yesterday, releases to service, part releases,
// AFL pages and history (demo data only).
//
// Deterministic: every figure comes from a PRNG seeded with the registration and the date, and the
// utilisation is simulated from a fixed epoch, so a given aircraft and day always get the same hours
// whatever day the seed runs. Idempotent: rows are inserted when their natural key is missing
// (registration, part number + serial, aircraft + date, aircraft + AFL page, aircraft + work order,
// aircraft + date + title); rows already there are left as they are.

import type { FleetPartRow } from '@/lib/schemas/flight/rows';
import type { Db } from '@/server/db';
import type { BaseCode } from './network';
import { random } from './random';

// --- Types -------------------------------------------------------------------------------------------

/**
 * Manufacturers' figures. Payload is a typical operating payload on a short sector (full seats, fuel for
 * the sector plus reserves), not the structural maximum: the useful load of a 208B is about 1,580 kg,
 * of a PC-6/B2-H4 about 1,500 kg, of a DHC-6-300 about 2,300 kg.
 */
export const FLEET_TYPES = [
  {
    code: 'C208',
    name: 'Cessna 208B Grand Caravan',
    manufacturer: 'Textron Aviation (Cessna)',
    engines: 1,
    seats: 12,
    max_payload_kg: 1300,
    mtow_kg: 3969, // 8,750 lb (the EX: 8,807 lb, 3,995 kg)
    cruise_kt: 175,
  },
  {
    code: 'PC6T',
    name: 'Pilatus PC-6 Porter',
    manufacturer: 'Pilatus Aircraft',
    engines: 1,
    seats: 10,
    max_payload_kg: 1100,
    mtow_kg: 2800, // PC-6/B2-H4
    cruise_kt: 125,
  },
  {
    code: 'DHC6',
    name: 'DHC-6 Twin Otter',
    manufacturer: 'De Havilland Canada (Viking Air)',
    engines: 2,
    seats: 19,
    max_payload_kg: 1900,
    mtow_kg: 5670, // 12,500 lb, Series 300 and 400
    cruise_kt: 170,
  },
] as const;

export type TypeCode = (typeof FLEET_TYPES)[number]['code'];

/** Reference data, seeded always: inserts the types whose code is missing. */
export async function seedFleetTypes(db: Db): Promise<number> {
  const { count } = await db.fleetType.createMany({ data: FLEET_TYPES.map((t) => ({ ...t })), skipDuplicates: true });
  return count;
}

// --- The demo aircraft -----------------------------------------------------------------------------

interface Utilisation {
  /** Flight hours on a flying day. */
  minHours: number;
  maxHours: number;
  /** Landings per flight hour (short highland sectors: about 2). */
  cyclesPerHour: number;
  /** Chance of no flying on a weekday (weather, no load, crew) and on a Sunday. */
  offDay: number;
  sundayOff: number;
}

interface PartOverride {
  /** Hours or cycles left before the limit, or days left before the calendar limit (negative: overdue). */
  hoursLeft?: number;
  cyclesLeft?: number;
  calendarDaysLeft?: number;
  /** Installed this many days before yesterday (within the year: a part release is recorded). */
  installedDaysAgo?: number;
  /** Hours since new when installed (0: new). */
  hoursAtInstall?: number;
  status?: 'installed' | 'unserviceable';
  /** What the installation was, for the part release and the history. */
  note?: string;
}

export interface DemoAircraft {
  registration: string;
  type: TypeCode;
  /** Sub-model, for the parts list. */
  variant: 'C208B' | 'C208B-EX' | 'PC-6/B2-H4' | 'DHC-6-300' | 'DHC-6-400';
  serial_number: string;
  year_built: number;
  base: BaseCode;
  seats: number;
  payload_kg: number;
  status: 'active' | 'maintenance';
  notes?: string;
  use: Utilisation;
  /** Days before yesterday since which the aircraft has not flown (in maintenance). */
  groundedDaysAgo?: number;
  /** Keyed by part key: engine-1, engine-2, propeller-1, propeller-2, elt, gear. */
  parts?: Record<string, PartOverride>;
}

const CARAVAN: Utilisation = { minHours: 3, maxHours: 6, cyclesPerHour: 1.4, offDay: 0.12, sundayOff: 0.7 };
const CARAVAN_LOWLAND: Utilisation = { minHours: 3, maxHours: 6.5, cyclesPerHour: 1.0, offDay: 0.12, sundayOff: 0.6 };
const PORTER: Utilisation = { minHours: 2.5, maxHours: 5.5, cyclesPerHour: 2.0, offDay: 0.15, sundayOff: 0.75 };
const OTTER: Utilisation = { minHours: 3, maxHours: 6.5, cyclesPerHour: 1.6, offDay: 0.15, sundayOff: 0.7 };

export const DEMO_FLEET: DemoAircraft[] = [
  {
    registration: 'PK-RPA',
    type: 'C208',
    variant: 'C208B-EX',
    serial_number: '208B5103',
    year_built: 2014,
    base: 'DJJ',
    seats: 12,
    payload_kg: 1300,
    status: 'active',
    use: CARAVAN,
    parts: {
      'propeller-1': { hoursLeft: 120 },
      elt: { installedDaysAgo: 95, hoursAtInstall: 0, note: 'ELT replaced after a failed self-test (battery cell fault)' },
    },
  },
  {
    registration: 'PK-RPB',
    type: 'C208',
    variant: 'C208B-EX',
    serial_number: '208B5215',
    year_built: 2015,
    base: 'WMX',
    seats: 12,
    payload_kg: 1250,
    status: 'active',
    notes: 'Cargo pod fitted; highland configuration (no aft bench).',
    use: CARAVAN,
    parts: { 'engine-1': { hoursLeft: 45 } },
  },
  {
    registration: 'PK-RPC',
    type: 'C208',
    variant: 'C208B-EX',
    serial_number: '208B5342',
    year_built: 2016,
    base: 'TIM',
    seats: 12,
    payload_kg: 1300,
    status: 'active',
    use: CARAVAN,
  },
  {
    registration: 'PK-RPD',
    type: 'C208',
    variant: 'C208B-EX',
    serial_number: '208B5467',
    year_built: 2018,
    base: 'MKQ',
    seats: 12,
    payload_kg: 1300,
    status: 'active',
    use: CARAVAN_LOWLAND,
  },
  {
    registration: 'PK-RPE',
    type: 'C208',
    variant: 'C208B',
    serial_number: '208B2215',
    year_built: 2010,
    base: 'TRK',
    seats: 12,
    payload_kg: 1250,
    status: 'maintenance',
    notes: 'In the Tarakan hangar: engine at its 3,600 h TBO; exchange engine on order.',
    use: CARAVAN_LOWLAND,
    groundedDaysAgo: 9,
    parts: { 'engine-1': { hoursLeft: 1.5 } },
  },
  {
    registration: 'PK-RPF',
    type: 'PC6T',
    variant: 'PC-6/B2-H4',
    serial_number: '961',
    year_built: 2010,
    base: 'WMX',
    seats: 9,
    payload_kg: 1050,
    status: 'active',
    use: PORTER,
    parts: {
      'propeller-1': { installedDaysAgo: 140, hoursAtInstall: 0, note: 'New propeller fitted after a stone-damaged blade at Ilaga' },
    },
  },
  {
    registration: 'PK-RPG',
    type: 'PC6T',
    variant: 'PC-6/B2-H4',
    serial_number: '978',
    year_built: 2011,
    base: 'WMX',
    seats: 9,
    payload_kg: 1100,
    status: 'active',
    use: PORTER,
    parts: { elt: { calendarDaysLeft: 21 } },
  },
  {
    registration: 'PK-RPH',
    type: 'PC6T',
    variant: 'PC-6/B2-H4',
    serial_number: '989',
    year_built: 2013,
    base: 'NBX',
    seats: 10,
    payload_kg: 1100,
    status: 'active',
    use: PORTER,
  },
  {
    registration: 'PK-RPI',
    type: 'DHC6',
    variant: 'DHC-6-400',
    serial_number: '896',
    year_built: 2014,
    base: 'DJJ',
    seats: 19,
    payload_kg: 1900,
    status: 'active',
    use: OTTER,
    parts: { 'engine-2': { installedDaysAgo: 60, hoursAtInstall: 1820, note: 'Exchange engine fitted after a high ITT trend on No. 2' } },
  },
  {
    registration: 'PK-RPJ',
    type: 'DHC6',
    variant: 'DHC-6-300',
    serial_number: '712',
    year_built: 1981,
    base: 'TIM',
    seats: 19,
    payload_kg: 1850,
    status: 'active',
    use: OTTER,
    parts: { gear: { cyclesLeft: 160 } },
  },
  {
    registration: 'PK-RPK',
    type: 'DHC6',
    variant: 'DHC-6-400',
    serial_number: '943',
    year_built: 2016,
    base: 'TRK',
    seats: 19,
    payload_kg: 1900,
    status: 'active',
    use: { ...OTTER, cyclesPerHour: 1.2 },
    parts: { elt: { calendarDaysLeft: 12 } },
  },
];

/** Inspection programme per type: interval in flight hours, days on the ground, name. */
const INSPECTIONS: Record<TypeCode, { every: number; days: number; name: string }> = {
  C208: { every: 200, days: 2, name: '200 h phase inspection' },
  PC6T: { every: 100, days: 1, name: '100 h inspection' },
  DHC6: { every: 100, days: 1, name: '100 h inspection' },
};

/** Outstations flown from each base (all in the airport data), for the AFL pages' routes. */
const OUTSTATIONS: Record<BaseCode, string[]> = {
  DJJ: ['SEH', 'WAR', 'BUI', 'LII', 'OKL', 'DEX'],
  WMX: ['ILA', 'LII', 'BUI', 'DEX', 'OKL', 'UGU'],
  TIM: ['KOX', 'ILA', 'UGU', 'NBX'],
  MKQ: ['TMH', 'OKL', 'DEX'],
  NBX: ['UGU', 'ILA', 'KOX', 'TIM'],
  TRK: ['LBW', 'LPU', 'NNX', 'TJS', 'BEJ', 'BYQ'],
};

const PILOTS: Record<BaseCode, string[]> = {
  DJJ: ['Daniel Rumbewas', 'Michael Turner', 'Hendrik Wanma', 'Rizky Pratama'],
  WMX: ['Yohanes Kogoya', 'Jonathan Hale', 'Samuel Tabuni', 'Andreas Mayor'],
  TIM: ['Fransiskus Kambu', 'Kevin Dunne', 'Markus Magal'],
  MKQ: ['Agus Salim', 'Bernard Gebze', 'Lukas Moiwend'],
  NBX: ['Petrus Yeimo', 'Thomas Becker', 'Yosias Pigai'],
  TRK: ['Dewi Lestari', 'Rudi Hartono', 'Aditya Nugroho'],
};

const ENGINEERS: Record<BaseCode, { name: string; licence: string }[]> = {
  DJJ: [
    { name: 'Agus Setiawan', licence: 'AMEL 2317' },
    { name: 'Frans Rumbiak', licence: 'AMEL 3842' },
  ],
  WMX: [
    { name: 'Markus Wenda', licence: 'AMEL 4105' },
    { name: 'Dedi Kurniawan', licence: 'AMEL 2986' },
  ],
  TIM: [{ name: 'Yulius Beanal', licence: 'AMEL 3570' }],
  MKQ: [{ name: 'Stefanus Ndiken', licence: 'AMEL 4412' }],
  NBX: [{ name: 'Obed Waine', licence: 'AMEL 3928' }],
  TRK: [
    { name: 'Hendra Saputra', licence: 'AMEL 2754' },
    { name: 'Irwan Lumban', licence: 'AMEL 3311' },
  ],
};

const DEFECTS = [
  'Chip detector light on shutdown; chip detector cleaned, ground run satisfactory.',
  'Nose wheel tyre worn to limits after rough strip; tyre replaced.',
  'Bird strike on short final, no damage found on inspection.',
  'Stall warning horn inoperative; deferred under MEL, switch adjusted next morning.',
  'Cracked cabin window RH rear; window replaced.',
  'VHF 2 intermittent reception; antenna connector cleaned and secured.',
  'Cargo door seal torn; seal replaced.',
];

// --- Dates --------------------------------------------------------------------------------------------

const DAY_MS = 86_400_000;
/** The utilisation is simulated from here, so a day's figures never depend on when the seed runs. */
const EPOCH = '2024-01-01';

export const toDay = (d: Date) => d.toISOString().slice(0, 10);
const dayDate = (day: string) => new Date(`${day}T00:00:00Z`);
const addDays = (day: string, n: number) => toDay(new Date(dayDate(day).getTime() + n * DAY_MS));
const daysBetween = (from: string, to: string) => Math.round((dayDate(to).getTime() - dayDate(from).getTime()) / DAY_MS);
const round1 = (v: number) => Math.round(v * 10) / 10;

/** Yesterday in Papua (WIT, Asia/Jayapura), the operation's main zone. */
export function yesterdayInPapua(now = new Date()): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jayapura' }).format(now);
  return addDays(today, -1);
}

// --- Simulation ----------------------------------------------------------------------------------------

interface SimDay {
  date: string;
  hours: number;
  cycles: number;
}

interface Simulation {
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
function flownSince(sim: Simulation, from: string): { hours: number; cycles: number } {
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

const addMonths = (day: string, months: number) => {
  const d = dayDate(day);
  d.setUTCMonth(d.getUTCMonth() + months);
  return toDay(d);
};

function planParts(a: DemoAircraft, sim: Simulation, yesterday: string, serials: Set<string>): PartPlan[] {
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

// --- The plan: every row of the demo fleet, keyed by natural keys (no ids) --------------------------

export interface AircraftPlan {
  aircraft: DemoAircraft;
  hours: SimDay[];
  parts: PartPlan[];
  releases: {
    released_at: string;
    valid_until: string;
    work_order: string;
    description: string;
    certifying_staff: string;
    licence_number: string;
  }[];
  partReleases: {
    part_key: string;
    released_at: string;
    work_order: string;
    description: string;
    certifying_staff: string;
    licence_number: string;
  }[];
  afls: {
    page_number: string;
    date: string;
    pic_name: string;
    block_hours: number;
    flight_hours: number;
    cycles: number;
    fuel_uplift_l: number;
    defects: string | null;
    remarks: string;
  }[];
  history: { date: string; event: string; title: string; description: string }[];
}

const BURN_L_PER_HOUR: Record<TypeCode, number> = { C208: 210, PC6T: 170, DHC6: 330 };
/** Days of daily hours kept: a year up to yesterday. */
export const HOURS_DAYS = 365;
/** AFL pages per aircraft: its last flying days. */
export const AFL_PAGES = 10;

/** 17:00 WIT (08:00 UTC), when the day's paperwork is signed. */
const signedAt = (day: string) => `${day}T08:00:00.000Z`;

export function planFleet(yesterday: string): AircraftPlan[] {
  const serials = new Set<string>();
  const first = addDays(yesterday, -(HOURS_DAYS - 1));
  return DEMO_FLEET.map((a, index) => {
    const sim = simulate(a, yesterday);
    const hours = sim.days.filter((d) => d.date >= first);
    const parts = planParts(a, sim, yesterday, serials);
    const suffix = a.registration.slice(3);
    const engineers = ENGINEERS[a.base];
    const insp = INSPECTIONS[a.type];
    const type = FLEET_TYPES.find((t) => t.code === a.type)!;

    // The year's releases, and the one in force when the year began (the year's first flights fly on it).
    const before = sim.inspections.filter((d) => d < first).at(-1);
    const releases = [...(before ? [before] : []), ...sim.inspections.filter((d) => d >= first)].map((d, i) => {
      const e = engineers[i % engineers.length];
      return {
        released_at: signedAt(d),
        valid_until: signedAt(addMonths(d, 12)),
        work_order: `WO-${suffix}-${d.replaceAll('-', '')}`,
        description: `${insp.name} (${type.name} maintenance programme) carried out at ${a.base}; no open defects; aircraft released to service.`,
        certifying_staff: e.name,
        licence_number: e.licence,
      };
    });

    const installedThisYear = parts.filter((p) => p.installed_on >= first && p.note);
    const partReleases = installedThisYear.map((p) => ({
      part_key: p.key,
      released_at: signedAt(p.installed_on),
      work_order: `WO-${suffix}-${p.installed_on.replaceAll('-', '')}-P`,
      description: `${p.name} S/N ${p.serial_number} installed at position ${p.position}; DGCA Form 21-18 (authorised release certificate) on file.`,
      certifying_staff: engineers[0].name,
      licence_number: engineers[0].licence,
    }));

    // AFL pages: one per flying day, numbered from the epoch, the last AFL_PAGES of them.
    const flying = sim.days.filter((d) => d.hours > 0);
    const firstPage = 1000 + index * 250;
    const pilots = PILOTS[a.base];
    const outstations = OUTSTATIONS[a.base];
    const afls = flying.slice(-AFL_PAGES).map((d, i, list) => {
      const r = random(`${a.registration}:afl:${d.date}`);
      // Out and back from the base; an odd number of landings includes one triangle (base-A-B-base).
      const stops: string[] = [a.base];
      let legs = d.cycles;
      if (legs % 2 === 1 && legs >= 3) {
        const x = r.pick(outstations);
        stops.push(x, r.pick(outstations.filter((o) => o !== x)), a.base);
        legs -= 3;
      }
      for (let s = 0; s < legs; s++) stops.push(s % 2 === 0 ? r.pick(outstations) : a.base);
      return {
        page_number: String(firstPage + flying.length - list.length + i).padStart(5, '0'),
        date: d.date,
        pic_name: r.pick(pilots),
        flight_hours: d.hours,
        block_hours: round1(d.hours + d.cycles * 0.08 + 0.1),
        cycles: d.cycles,
        fuel_uplift_l: Math.round((d.hours * BURN_L_PER_HOUR[a.type] * r.float(0.92, 1.08)) / 10) * 10,
        defects: r.chance(0.15) ? r.pick(DEFECTS) : null,
        remarks: `Route ${stops.join('-')}`,
      };
    });

    const history: AircraftPlan['history'] = [];
    const lastInspection = releases.at(-1);
    if (lastInspection) {
      history.push({
        date: lastInspection.released_at.slice(0, 10),
        event: 'inspection',
        title: `${insp.name} completed`,
        description: `Work order ${lastInspection.work_order}, certified by ${lastInspection.certifying_staff} (${lastInspection.licence_number}).`,
      });
    }
    for (const p of installedThisYear) {
      history.push({
        date: p.installed_on,
        event: 'maintenance',
        title: `${p.name} replaced (position ${p.position})`,
        description: `${p.note}. Installed S/N ${p.serial_number}.`,
      });
    }
    const r = random(`${a.registration}:history`);
    const defectDay = r.pick(hours.filter((d) => d.hours > 0)).date;
    const defect = r.pick(DEFECTS);
    history.push({ date: defectDay, event: 'defect', title: defect.split(';')[0], description: defect });
    if (a.registration === 'PK-RPH') {
      history.push({
        date: addDays(yesterday, -120),
        event: 'base_change',
        title: 'Base changed from DJJ to NBX',
        description: 'Moved to Nabire for the Intan Jaya and Paniai perintis contract.',
      });
    }
    if (a.groundedDaysAgo !== undefined) {
      history.push({
        date: addDays(yesterday, -a.groundedDaysAgo),
        event: 'status_change',
        title: 'Status changed to maintenance',
        description: a.notes ?? 'Grounded for maintenance.',
      });
    }
    return { aircraft: a, hours, parts, releases, partReleases, afls, history };
  });
}

// --- Writing it ----------------------------------------------------------------------------------------

/**
 * The year of daily hours (about 4,000 rows) in one statement with one array parameter per column:
 * createMany would send 16,000 parameters and take about a second longer.
 */
async function insertHours(db: Db, rows: { fleet_id: number; date: string; hours: number; cycles: number }[]): Promise<{ count: number }> {
  if (!rows.length) return { count: 0 };
  const count = await db.$executeRaw`
    INSERT INTO "fleet_hours" ("fleet_id", "date", "hours", "cycles")
    SELECT * FROM unnest(${rows.map((r) => r.fleet_id)}::int[], ${rows.map((r) => r.date)}::date[],
                         ${rows.map((r) => r.hours)}::float8[], ${rows.map((r) => r.cycles)}::int[])
    ON CONFLICT ("fleet_id", "date") DO NOTHING`;
  return { count };
}

export interface FleetSeedCounts {
  aircraft: number;
  parts: number;
  hours: number;
  releases: number;
  partReleases: number;
  afls: number;
  history: number;
}

/** Demo data: the eleven aircraft and everything recorded about them (insert-if-missing by natural keys). */
export async function seedFleet(db: Db, yesterday = yesterdayInPapua()): Promise<FleetSeedCounts> {
  const plan = planFleet(yesterday);
  const [types, bases, staff] = await Promise.all([
    db.fleetType.findMany({ select: { id: true, code: true } }),
    db.base.findMany({ select: { id: true, short_name: true } }),
    db.user.findFirst({ where: { email: 'airline_base@example.com' }, select: { id: true } }),
  ]);
  const typeId = new Map(types.map((t) => [t.code, t.id]));
  const baseId = new Map(bases.map((b) => [b.short_name, b.id]));
  const user_id = staff?.id ?? null;
  const usable = plan.filter((p) => typeId.has(p.aircraft.type) && baseId.has(p.aircraft.base));

  const aircraft = await db.fleet.createMany({
    data: usable.map(({ aircraft: a }) => ({
      registration: a.registration,
      fleet_type_id: typeId.get(a.type) as number,
      serial_number: a.serial_number,
      year_built: a.year_built,
      base_id: baseId.get(a.base) as number,
      seats: a.seats,
      payload_kg: a.payload_kg,
      status: a.status,
      notes: a.notes ?? null,
    })),
    skipDuplicates: true,
  });
  const fleetRows = await db.fleet.findMany({
    where: { registration: { in: usable.map((p) => p.aircraft.registration) } },
    select: { id: true, registration: true },
  });
  const fleetId = new Map(fleetRows.map((f) => [f.registration, f.id]));
  const withIds = usable
    .filter((p) => fleetId.has(p.aircraft.registration))
    .map((p) => ({ ...p, fleet_id: fleetId.get(p.aircraft.registration) as number }));
  const ids = withIds.map((p) => p.fleet_id);

  const [parts, hours, afls] = await Promise.all([
    db.fleetPart.createMany({
      data: withIds.flatMap((p) =>
        p.parts.map(({ key: _key, note: _note, installed_on, calendar_limit, ...part }) => ({
          ...part,
          fleet_id: p.fleet_id,
          installed_on: dayDate(installed_on),
          calendar_limit: calendar_limit ? dayDate(calendar_limit) : null,
        })),
      ),
      skipDuplicates: true,
    }),
    insertHours(
      db,
      withIds.flatMap((p) => p.hours.map((h) => ({ fleet_id: p.fleet_id, ...h }))),
    ),
    db.fleetAfl.createMany({
      data: withIds.flatMap((p) => p.afls.map((afl) => ({ ...afl, fleet_id: p.fleet_id, date: dayDate(afl.date), user_id }))),
      skipDuplicates: true,
    }),
  ]);

  // Tables without a natural unique key: insert what is not there yet.
  const [oldReleases, oldPartReleases, oldHistory, partRows] = await Promise.all([
    db.fleetRelease.findMany({ where: { fleet_id: { in: ids } }, select: { fleet_id: true, work_order: true } }),
    db.fleetPartRelease.findMany({ where: { part: { fleet_id: { in: ids } } }, select: { fleet_part_id: true, work_order: true } }),
    db.fleetHistory.findMany({ where: { fleet_id: { in: ids } }, select: { fleet_id: true, date: true, title: true } }),
    db.fleetPart.findMany({ where: { fleet_id: { in: ids } }, select: { id: true, part_number: true, serial_number: true } }),
  ]);
  const releaseKeys = new Set(oldReleases.map((r) => `${r.fleet_id}/${r.work_order}`));
  const partReleaseKeys = new Set(oldPartReleases.map((r) => `${r.fleet_part_id}/${r.work_order}`));
  const historyKeys = new Set(oldHistory.map((h) => `${h.fleet_id}/${toDay(h.date)}/${h.title}`));
  const partId = new Map(partRows.map((p) => [`${p.part_number}/${p.serial_number}`, p.id]));

  const releaseData = withIds.flatMap((p) =>
    p.releases
      .filter((r) => !releaseKeys.has(`${p.fleet_id}/${r.work_order}`))
      .map((r) => ({ ...r, fleet_id: p.fleet_id, released_at: new Date(r.released_at), valid_until: new Date(r.valid_until), user_id })),
  );
  const partReleaseData = withIds.flatMap((p) =>
    p.partReleases.flatMap(({ part_key, ...r }) => {
      const part = p.parts.find((x) => x.key === part_key)!;
      const id = partId.get(`${part.part_number}/${part.serial_number}`);
      if (!id || partReleaseKeys.has(`${id}/${r.work_order}`)) return [];
      return [{ ...r, fleet_part_id: id, released_at: new Date(r.released_at), user_id }];
    }),
  );
  const historyData = withIds.flatMap((p) =>
    p.history
      .filter((h) => !historyKeys.has(`${p.fleet_id}/${h.date}/${h.title}`))
      .map((h) => ({ ...h, fleet_id: p.fleet_id, date: dayDate(h.date), user_id })),
  );
  const [releases, partReleases, history] = await Promise.all([
    releaseData.length ? db.fleetRelease.createMany({ data: releaseData }) : { count: 0 },
    partReleaseData.length ? db.fleetPartRelease.createMany({ data: partReleaseData }) : { count: 0 },
    historyData.length ? db.fleetHistory.createMany({ data: historyData }) : { count: 0 },
  ]);
  return {
    aircraft: aircraft.count,
    parts: parts.count,
    hours: hours.count,
    releases: releases.count,
    partReleases: partReleases.count,
    afls: afls.count,
    history: history.count,
  };
}
