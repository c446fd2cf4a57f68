// The fleet: the three aircraft types (reference data, seeded always) and the demo operation's eleven
// aircraft with their parts, a year of daily hours up to yesterday, releases to service, part releases,
// AFL pages and history (demo data only).
//
// Deterministic: every figure comes from a PRNG seeded with the registration and the date, and the
// utilisation is simulated from a fixed epoch, so a given aircraft and day always get the same hours
// whatever day the seed runs. Idempotent: rows are inserted when their natural key is missing
// (registration, part number + serial, aircraft + date, aircraft + AFL page, aircraft + work order,
// aircraft + date + title); rows already there are left as they are.

import { addDays, dayDate } from '@/lib/rules/calendar-day';
import type { Db } from '@/server/db';
import {
  DEFECTS,
  DEMO_FLEET,
  type DemoAircraft,
  ENGINEERS,
  FLEET_TYPES,
  INSPECTIONS,
  OUTSTATIONS,
  PILOTS,
  type TypeCode,
} from './fleet-data';
import { type PartPlan, planParts } from './fleet-parts';
import { addMonths, round1, type SimDay, simulate, toDay, yesterdayInPapua } from './fleet-simulation';
import { random } from './random';

/** Reference data, seeded always: inserts the types whose code is missing. */
export async function seedFleetTypes(db: Db): Promise<number> {
  const { count } = await db.fleetType.createMany({ data: FLEET_TYPES.map((t) => ({ ...t })), skipDuplicates: true });
  return count;
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
