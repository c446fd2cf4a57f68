// The demo crew (about 40 pilots at the six bases), their type ratings and airport qualifications, and
// their daily duty roster from a year ago to 60 days ahead (demo data only).
//
// Everything is planned in memory from a seeded PRNG and the seed day (`today`, a +7 local date), so the
// same day always gives the same crew documents and roster. Idempotent: crew are inserted when their
// crew_code is missing, ratings and qualifications when (pilot, type/airport) is missing, roster entries
// when (pilot, duty_date) is missing; rows already there, including edits made in the app, are kept.

import { addDays, dayDate } from '@/lib/rules/calendar-day';
import { DUTY, requiresBase } from '@/lib/rules/duty-status';
import type { Db } from '@/server/db';
import type { TypeCode } from './fleet-data';
import type { BaseCode } from './network';
import { random } from './random';

// --- Dates (YYYY-MM-DD strings, UTC midnight) ----------------------------------------------------------

const DAY_MS = 86_400_000;
export const daysBetween = (from: string, to: string) => Math.round((dayDate(to).getTime() - dayDate(from).getTime()) / DAY_MS);

/** Today as a +7 (WIB) local date: the day the seed is planned from (the API's default 'today'). */
export function todayInWib(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(now);
}

/** Roster and flights run from ROSTER_PAST days before the seed day to ROSTER_AHEAD days after it. */
export const ROSTER_PAST = 365;
export const ROSTER_AHEAD = 60;

// --- The network each base serves ------------------------------------------------------------------

/** Airports flown from each base (all in the airport data); the crew of a base are qualified on them. */
export const OUTSTATIONS: Record<BaseCode, string[]> = {
  DJJ: ['SEH', 'WAR', 'BUI', 'LII', 'OKL', 'DEX', 'WMX', 'BIK'],
  WMX: ['ILA', 'LII', 'BUI', 'DEX', 'OKL', 'UGU', 'DJJ'],
  TIM: ['KOX', 'ILA', 'UGU', 'NBX', 'DEX'],
  MKQ: ['TMH', 'OKL', 'DEX'],
  NBX: ['UGU', 'ILA', 'KOX', 'TIM', 'WSR', 'BIK'],
  TRK: ['LBW', 'TJS', 'NNX', 'BEJ', 'BYQ'],
};

// --- The crew --------------------------------------------------------------------------------------

type Rank = 'captain' | 'first_officer';

interface CrewDef {
  name: string;
  base: BaseCode;
  rank: Rank;
  /** Type ratings; a number is the rating's age in days when it is recent (flights only after it). */
  types: (TypeCode | [TypeCode, number])[];
  /** Days from the seed day to the licence / medical expiry (default: 6 to 24 months ahead). */
  licenceDays?: number;
  medicalDays?: number;
  /** Left the company this many days ago: inactive, no roster or flights from then on. */
  leftDaysAgo?: number;
  /** Picked first for flights (a busy chief pilot): some windows go above 75 percent. */
  busy?: boolean;
  /** Airports of the base network the captain is not yet qualified for. */
  notQualified?: string[];
}

/** The names on the fleet's AFL pages (prisma/seed/fleet.ts) are here too, at the same bases. */
const CREW: CrewDef[] = [
  // Sentani: C208 PK-RPA, DHC-6 PK-RPI
  { name: 'Daniel Rumbewas', base: 'DJJ', rank: 'captain', types: ['C208', 'DHC6'], busy: true },
  { name: 'Michael Turner', base: 'DJJ', rank: 'captain', types: ['DHC6', 'C208'] },
  { name: 'Hendrik Wanma', base: 'DJJ', rank: 'captain', types: ['DHC6'], medicalDays: 24 },
  { name: 'Rizky Pratama', base: 'DJJ', rank: 'captain', types: ['C208', 'DHC6'] },
  { name: 'Yakob Karubaba', base: 'DJJ', rank: 'captain', types: ['C208'], leftDaysAgo: 75 },
  { name: 'Budi Santoso', base: 'DJJ', rank: 'first_officer', types: ['DHC6', 'C208'] },
  { name: 'Putri Ayu Lestari', base: 'DJJ', rank: 'first_officer', types: ['DHC6'] },
  { name: 'Fajar Nugraha', base: 'DJJ', rank: 'first_officer', types: ['C208', ['DHC6', 100]] },
  { name: 'Natalia Ayomi', base: 'DJJ', rank: 'first_officer', types: ['DHC6', 'C208'] },
  { name: 'Wahyu Hidayat', base: 'DJJ', rank: 'first_officer', types: ['C208'] },
  // Wamena: C208 PK-RPB, PC-6 PK-RPF and PK-RPG
  { name: 'Yohanes Kogoya', base: 'WMX', rank: 'captain', types: ['PC6T', 'C208'], busy: true },
  { name: 'Jonathan Hale', base: 'WMX', rank: 'captain', types: ['PC6T'] },
  { name: 'Samuel Tabuni', base: 'WMX', rank: 'captain', types: ['C208', 'PC6T'] },
  { name: 'Andreas Mayor', base: 'WMX', rank: 'captain', types: ['PC6T', 'C208'], licenceDays: 41 },
  { name: 'Eko Prasetyo', base: 'WMX', rank: 'captain', types: ['C208', 'PC6T'] },
  { name: 'Isak Wenda', base: 'WMX', rank: 'captain', types: ['PC6T'], notQualified: ['ILA', 'UGU'] },
  { name: 'Indra Gunawan', base: 'WMX', rank: 'first_officer', types: ['C208', 'PC6T'] },
  { name: 'Nur Aisyah', base: 'WMX', rank: 'first_officer', types: ['C208'] },
  { name: 'Bayu Saputra', base: 'WMX', rank: 'first_officer', types: ['PC6T', 'C208'], medicalDays: -18 },
  // Timika: C208 PK-RPC, DHC-6 PK-RPJ
  { name: 'Fransiskus Kambu', base: 'TIM', rank: 'captain', types: ['DHC6', 'C208'] },
  { name: 'Kevin Dunne', base: 'TIM', rank: 'captain', types: ['C208', 'DHC6'] },
  { name: 'Markus Magal', base: 'TIM', rank: 'captain', types: ['DHC6'] },
  { name: 'Teguh Wibowo', base: 'TIM', rank: 'captain', types: ['C208', 'DHC6'], medicalDays: 53 },
  { name: 'Rina Marlina', base: 'TIM', rank: 'first_officer', types: ['DHC6'] },
  { name: 'Yusuf Maulana', base: 'TIM', rank: 'first_officer', types: ['DHC6', 'C208'] },
  { name: 'Melkias Murib', base: 'TIM', rank: 'first_officer', types: ['DHC6'] },
  // Merauke: C208 PK-RPD
  { name: 'Agus Salim', base: 'MKQ', rank: 'captain', types: ['C208'] },
  { name: 'Bernard Gebze', base: 'MKQ', rank: 'captain', types: ['C208'] },
  { name: 'Lukas Moiwend', base: 'MKQ', rank: 'captain', types: ['C208'] },
  { name: 'Dimas Ardiansyah', base: 'MKQ', rank: 'first_officer', types: ['C208'] },
  // Nabire: PC-6 PK-RPH
  { name: 'Petrus Yeimo', base: 'NBX', rank: 'captain', types: ['PC6T'] },
  { name: 'Thomas Becker', base: 'NBX', rank: 'captain', types: ['PC6T'] },
  { name: 'Yosias Pigai', base: 'NBX', rank: 'captain', types: ['PC6T', 'C208'] },
  { name: 'Ratna Sari Mote', base: 'NBX', rank: 'first_officer', types: ['PC6T'] },
  // Tarakan: C208 PK-RPE (in maintenance), DHC-6 PK-RPK
  { name: 'Dewi Lestari', base: 'TRK', rank: 'captain', types: ['C208', 'DHC6'] },
  { name: 'Rudi Hartono', base: 'TRK', rank: 'captain', types: ['DHC6', 'C208'] },
  { name: 'Aditya Nugroho', base: 'TRK', rank: 'captain', types: ['C208', 'DHC6'], licenceDays: -33 },
  { name: 'Hasan Basri', base: 'TRK', rank: 'captain', types: ['DHC6'] },
  { name: 'Arif Rahman', base: 'TRK', rank: 'first_officer', types: ['DHC6'], leftDaysAgo: 130 },
  { name: 'Siti Rahmawati', base: 'TRK', rank: 'first_officer', types: ['DHC6', 'C208'] },
  { name: 'Ferdinand Lumban Tobing', base: 'TRK', rank: 'first_officer', types: ['DHC6'] },
];

export interface CrewRating {
  type: TypeCode;
  since: string;
}

export interface CrewPlan {
  name: string;
  crew_code: string;
  rank: Rank;
  base: BaseCode;
  licence_number: string;
  licence_expiry: string;
  medical_expiry: string;
  phone: string;
  email: string;
  status: 'active' | 'inactive';
  /** The first day without roster or flights (inactive crew). */
  leftOn: string | null;
  busy: boolean;
  ratings: CrewRating[];
  airports: string[];
}

/** Three letters, unique: the initial and two letters of the surname (its first two when free). */
function crewCode(name: string, taken: Set<string>): string {
  const words = name
    .toUpperCase()
    .replace(/[^A-Z ]/g, '')
    .split(' ');
  const letters = words.slice(1).reverse().join('') + words[0].slice(1);
  for (let i = 0; i < letters.length; i++) {
    for (let j = i + 1; j < letters.length; j++) {
      const code = words[0][0] + letters[i] + letters[j];
      if (!taken.has(code)) {
        taken.add(code);
        return code;
      }
    }
  }
  throw new Error(`seed: no crew code left for ${name}`);
}

/** The crew as seeded on `today`: documents relative to that day, a few expiring soon, two expired. */
export function planCrew(today: string): CrewPlan[] {
  const taken = new Set<string>();
  return CREW.map((c, i) => {
    const r = random(`crew:${c.name}`);
    const code = crewCode(c.name, taken);
    const since = (ageDays: number) => addDays(today, -ageDays);
    const ratings = c.types.map((t) =>
      Array.isArray(t) ? { type: t[0], since: since(t[1]) } : { type: t, since: since(r.int(ROSTER_PAST + 60, 3000)) },
    );
    const network = [c.base, ...OUTSTATIONS[c.base]];
    const [first, ...rest] = c.name.toLowerCase().split(' ');
    return {
      name: c.name,
      crew_code: code,
      rank: c.rank,
      base: c.base,
      licence_number: `${c.rank === 'captain' ? 'CPL-A' : 'CPL'} ${String(r.int(3000, 9999))}${String(i).padStart(2, '0')}`,
      licence_expiry: addDays(today, c.licenceDays ?? r.int(185, 730)),
      medical_expiry: addDays(today, c.medicalDays ?? r.int(180, 700)),
      phone: `+62 81${r.int(1, 3)}-${r.int(1000, 9999)}-${r.int(1000, 9999)}`,
      email: `${first}.${rest.join('')}@crew.example.com`,
      status: c.leftDaysAgo === undefined ? 'active' : 'inactive',
      leftOn: c.leftDaysAgo === undefined ? null : addDays(today, -c.leftDaysAgo),
      busy: c.busy ?? false,
      ratings,
      airports: c.rank === 'captain' ? network.filter((a) => !c.notQualified?.includes(a)) : network,
    };
  });
}

// --- The roster ----------------------------------------------------------------------------------------

export interface RosterDay {
  status: number;
  /** Base short name when the status requires one. */
  base: BaseCode | null;
  notes: string | null;
}

const S = {
  off: DUTY.dayOff,
  duty: DUTY.onDuty,
  leave: 2,
  sick: 3,
  travel: 4,
  training: DUTY.training,
  admin: 6,
  ferry: DUTY.ferry,
  medical: 8,
  recurrent: 9,
  unpaid: 10,
  compassionate: DUTY.compassionate,
} as const;

/**
 * One crew member's roster, index 0 = `first` (null: no entry, after leaving). Five days on and two off
 * (the offset spreads the base's crew over the week), with two blocks of leave (travel days either side),
 * recurrent ground school, training days, the yearly medical, some administration and ferry days, and,
 * up to the seed day only, sick days. After a licence or medical expiry the working days become
 * Administration or Medical: such crew are never on a flying status.
 */
export function planRoster(crew: CrewPlan, index: number, first: string, days: number, today: string): (RosterDay | null)[] {
  const r = random(`roster:${crew.crew_code}`);
  const offset = (index * 3) % 7;
  const status: number[] = [];
  for (let i = 0; i < days; i++) status.push((i + offset) % 7 < 5 ? S.duty : S.off);
  const notes: (string | null)[] = new Array(days).fill(null);
  const working = (i: number) => status[i] === S.duty;
  const block = (start: number, length: number, s: number, note: string | null = null) => {
    for (let i = start; i < Math.min(days, start + length); i++) {
      status[i] = s;
      notes[i] = note;
    }
  };

  // Two leave blocks, about half a year apart, with a travel day before and after.
  for (const half of [0, 1]) {
    const length = r.int(7, 12);
    const start = half * 200 + r.int(10, 170);
    block(start, length, S.leave, 'Annual leave');
    if (start > 0) block(start - 1, 1, S.travel, 'Travel home');
    block(start + length, 1, S.travel, 'Return to base');
  }
  // Recurrent ground school once a year, three working days.
  let recurrent = 0;
  for (let i = r.int(20, days - 30); i < days && recurrent < 3; i++) {
    if (!working(i)) continue;
    status[i] = S.recurrent;
    notes[i] = 'Recurrent ground school';
    recurrent++;
  }
  // The yearly medical check.
  const med = r.int(0, days - 1);
  for (let i = med; i < days; i++) {
    if (working(i)) {
      status[i] = S.medical;
      notes[i] = 'Medical check';
      break;
    }
  }
  for (let i = 0; i < days; i++) {
    if (!working(i)) continue;
    const p = r.next();
    if (p < (crew.rank === 'first_officer' ? 0.04 : 0.02)) status[i] = S.training;
    else if (p < 0.065) status[i] = S.admin;
    else if (p < 0.072) status[i] = S.ferry;
  }
  // Sick days happen; they are not planned ahead.
  const todayIndex = daysBetween(first, today);
  for (let i = 0; i <= Math.min(todayIndex, days - 1); i++) {
    if (!working(i) || !r.chance(0.012)) continue;
    for (let k = i, n = r.int(1, 3); k < days && k < i + n; k++) if (working(k)) status[k] = S.sick;
  }
  if (index === 7) block(r.int(60, 200), 14, S.unpaid, 'Unpaid leave (family matters)');
  if (index === 2 || index === 20) block(r.int(30, 300), 3, S.compassionate, 'Compassionate leave');

  // Expired documents: no flying status from the expiry on.
  const medicalGone = daysBetween(first, crew.medical_expiry);
  const licenceGone = daysBetween(first, crew.licence_expiry);
  for (let i = Math.max(0, Math.min(medicalGone, licenceGone)); i < days; i++) {
    if (status[i] === S.duty || status[i] === S.training || status[i] === S.ferry) {
      status[i] = i >= medicalGone ? S.medical : S.admin;
      notes[i] = i >= medicalGone ? 'Medical certificate expired: renewal pending' : 'Licence expired: renewal pending';
    }
  }
  const left = crew.leftOn ? daysBetween(first, crew.leftOn) : days;
  return status.map((s, i) =>
    i >= left
      ? null
      : { status: s, base: requiresBase(s) ? crew.base : null, notes: notes[i] ?? (s === S.ferry ? 'Ferry flight duty' : null) },
  );
}

// --- Writing it ----------------------------------------------------------------------------------------

export interface SeededCrew {
  plan: CrewPlan;
  id: number;
  base_id: number;
  /** The roster's first day (index 0). */
  first: string;
  roster: (RosterDay | null)[];
}

export interface CrewSeedResult {
  crew: SeededCrew[];
  counts: { pilots: number; ratings: number; airports: number };
}

/** Demo data: the crew and their qualifications, with the roster planned (written by seedRoster). */
export async function seedCrew(db: Db, today = todayInWib()): Promise<CrewSeedResult> {
  const plans = planCrew(today);
  const first = addDays(today, -ROSTER_PAST);
  const days = ROSTER_PAST + ROSTER_AHEAD + 1;
  const [bases, types, airports] = await Promise.all([
    db.base.findMany({ select: { id: true, short_name: true } }),
    db.fleetType.findMany({ select: { id: true, code: true } }),
    db.airport.findMany({ where: { iata: { in: [...new Set(plans.flatMap((p) => p.airports))] } }, select: { id: true, iata: true } }),
  ]);
  const baseId = new Map(bases.map((b) => [b.short_name, b.id]));
  const typeId = new Map(types.map((t) => [t.code, t.id]));
  const airportId = new Map(airports.map((a) => [a.iata as string, a.id]));
  const usable = plans.filter((p) => baseId.has(p.base));

  const pilots = await db.pilot.createMany({
    data: usable.map((p) => ({
      name: p.name,
      crew_code: p.crew_code,
      rank: p.rank,
      licence_number: p.licence_number,
      licence_expiry: dayDate(p.licence_expiry),
      medical_expiry: dayDate(p.medical_expiry),
      base_id: baseId.get(p.base) as number,
      phone: p.phone,
      email: p.email,
      status: p.status,
    })),
    skipDuplicates: true,
  });
  // A crew code taken by someone made in the app is not ours: only the demo crew get a roster and flights.
  const rows = await db.pilot.findMany({
    where: { crew_code: { in: usable.map((p) => p.crew_code) } },
    select: { id: true, crew_code: true, name: true },
  });
  const pilotId = new Map(rows.map((p) => [`${p.crew_code}/${p.name}`, p.id]));
  const crew: SeededCrew[] = [];
  for (const [index, plan] of plans.entries()) {
    const id = pilotId.get(`${plan.crew_code}/${plan.name}`);
    if (id !== undefined)
      crew.push({ plan, id, base_id: baseId.get(plan.base) as number, first, roster: planRoster(plan, index, first, days, today) });
  }

  const [ratings, quals] = await Promise.all([
    db.pilotAircraft.createMany({
      data: crew.flatMap((c) =>
        c.plan.ratings
          .filter((r) => typeId.has(r.type))
          .map((r) => ({ pilot_id: c.id, fleet_type_id: typeId.get(r.type) as number, since: dayDate(r.since) })),
      ),
      skipDuplicates: true,
    }),
    db.pilotAirport.createMany({
      data: crew.flatMap((c) =>
        c.plan.airports
          .filter((a) => airportId.has(a))
          .map((a) => ({ pilot_id: c.id, airport_id: airportId.get(a) as number, since: dayDate(addDays(today, -ROSTER_PAST - 30)) })),
      ),
      skipDuplicates: true,
    }),
  ]);
  return { crew, counts: { pilots: pilots.count, ratings: ratings.count, airports: quals.count } };
}

/**
 * The crew's roster (about 17,000 entries) in one statement with one array per column; entries already
 * there are kept. The crew are on the same base all along: On Duty and the other statuses that need a
 * base are at the home base.
 */
export async function seedRoster(db: Db, crew: SeededCrew[]): Promise<number> {
  const e = {
    pilot: [] as number[],
    date: [] as string[],
    base: [] as (number | null)[],
    status: [] as number[],
    notes: [] as (string | null)[],
  };
  for (const c of crew) {
    for (const [i, d] of c.roster.entries()) {
      if (!d) continue;
      e.pilot.push(c.id);
      e.date.push(addDays(c.first, i));
      e.base.push(d.base ? c.base_id : null);
      e.status.push(d.status);
      e.notes.push(d.notes);
    }
  }
  if (!e.pilot.length) return 0;
  return db.$executeRaw`
    INSERT INTO "pilot_schedules" ("pilot_id", "duty_date", "base_id", "status", "notes")
    SELECT * FROM unnest(${e.pilot}::int[], ${e.date}::date[], ${e.base}::int[], ${e.status}::int[], ${e.notes}::text[])
    ON CONFLICT ("pilot_id", "duty_date") DO NOTHING`;
}
