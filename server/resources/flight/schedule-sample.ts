// /samples/route-schedule.csv: the import format by example. For a caller who may import schedules the
// rows are built from the database for tomorrow (+7): real aircraft, their base airports and routes, crew
// on flying duty and rated on the type, in slots that pass every import check at the time of download
// (each candidate is checked in a transaction that is rolled back). Anyone else, or when no such data
// exists, gets a fixed illustrative file.

import { addDays, dayDate, localToday } from '@/lib/rules/calendar-day';
import { toCsv } from '@/lib/rules/csv';
import { wallClock } from '@/lib/rules/time';
import { IMPORT_COLUMNS } from '@/lib/schemas/flight/schedule';
import { db, type Tx } from '@/server/db';
import { prepareSchedule, type ScheduleInput } from './schedule-checks';
import { localDateTime } from './schedule-time';

type SampleRow = Record<(typeof IMPORT_COLUMNS)[number], string>;

const COLUMNS = IMPORT_COLUMNS.map((c) => ({ header: c, value: (r: SampleRow) => r[c] }));

export const ILLUSTRATIVE_ROWS: SampleRow[] = [
  {
    flight_date: '2026-12-01',
    flight_number: 'XS101',
    flight_type: 'regular',
    flight_status: '1',
    dep: 'DJJ',
    arr: 'WMX',
    etd: '07:00',
    eta: '08:10',
    aircraft: 'PK-ABC',
    pilot: 'CPT001',
    copilot: 'FO001',
    base: 'DJJ',
    notes: 'Illustrative row: use your own registrations, crew codes and bases',
  },
  {
    flight_date: '2026-12-01',
    flight_number: 'XS102',
    flight_type: 'perintis',
    flight_status: '1',
    dep: 'WMX',
    arr: 'DJJ',
    etd: '09:00',
    eta: '10:10',
    aircraft: 'PK-ABC',
    pilot: 'CPT001',
    copilot: 'FO001',
    base: '',
    notes: '',
  },
];

export const sampleCsv = (rows: SampleRow[]) => toCsv(rows, COLUMNS);

interface Aircraft {
  fleet_id: number;
  registration: string;
  fleet_type_id: number;
  engines: number;
  base_short: string;
  dep_id: number;
  dep_code: string;
  dep_tz: string;
}

interface Crew {
  id: number;
  crew_code: string;
  rank: string;
  fleet_type_id: number;
}

class Done extends Error {
  constructor(readonly rows: SampleRow[]) {
    super('sample');
  }
}

const MAX_ROWS = 3;
const MAX_ATTEMPTS = 40;

async function build(tx: Tx): Promise<SampleRow[]> {
  const date = addDays(localToday(), 1);
  const crew = await tx.$queryRaw<Crew[]>`
    SELECT p.id, p.crew_code, p.rank, pa.fleet_type_id FROM pilots p
      JOIN pilot_schedules ps ON ps.pilot_id = p.id AND ps.duty_date = ${date}::date AND ps.status IN (1, 5, 7)
      JOIN pilot_aircraft pa ON pa.pilot_id = p.id
       AND (pa.since IS NULL OR pa.since <= ${date}::date) AND (pa.valid_until IS NULL OR pa.valid_until >= ${date}::date)
     WHERE p.status = 'active' AND p.licence_expiry >= ${date}::date AND p.medical_expiry >= ${date}::date
     ORDER BY p.id`;
  if (!crew.length) return [];
  const aircraft = await tx.$queryRaw<Aircraft[]>`
    SELECT f.id AS fleet_id, f.registration, f.fleet_type_id, ft.engines, b.short_name AS base_short,
           a.id AS dep_id, COALESCE(a.iata, a.icao) AS dep_code, a.timezone AS dep_tz
      FROM fleets f JOIN fleet_types ft ON ft.id = f.fleet_type_id JOIN bases b ON b.id = f.base_id
      JOIN airports a ON a.id = b.airport_id
     WHERE f.status = 'active' AND f.fleet_type_id = ANY(${[...new Set(crew.map((c) => c.fleet_type_id))]}::int[])
       AND COALESCE(a.iata, a.icao) IS NOT NULL
     ORDER BY f.id LIMIT 12`;
  if (!aircraft.length) return [];
  const routes = await tx.$queryRaw<{ dep_airport_id: number; arr_id: number; arr_code: string; arr_tz: string }[]>`
    SELECT DISTINCT ON (rs.dep_airport_id) rs.dep_airport_id, a.id AS arr_id, COALESCE(a.iata, a.icao) AS arr_code, a.timezone AS arr_tz
      FROM route_schedules rs JOIN airports a ON a.id = rs.arr_airport_id
     WHERE rs.dep_airport_id = ANY(${aircraft.map((a) => a.dep_id)}::int[]) AND rs.arr_airport_id <> rs.dep_airport_id
       AND COALESCE(a.iata, a.icao) IS NOT NULL
     ORDER BY rs.dep_airport_id, rs.flight_date DESC`;
  const fallbackArr = await tx.$queryRaw<{ id: number; code: string; tz: string }[]>`
    SELECT id, COALESCE(iata, icao) AS code, timezone AS tz FROM airports
     WHERE active AND COALESCE(iata, icao) IS NOT NULL ORDER BY id LIMIT 2`;

  const rows: SampleRow[] = [];
  const used = new Set<number>();
  let attempts = 0;
  let n = 901;
  for (const ac of aircraft) {
    if (rows.length >= MAX_ROWS || attempts >= MAX_ATTEMPTS) break;
    const route = routes.find((r) => r.dep_airport_id === ac.dep_id);
    const arr = route ? { id: route.arr_id, code: route.arr_code, tz: route.arr_tz } : fallbackArr.find((a) => a.id !== ac.dep_id);
    if (!arr) continue;
    const rated = crew.filter((c) => c.fleet_type_id === ac.fleet_type_id && !used.has(c.id));
    const captain = rated.find((c) => c.rank === 'captain');
    const fo = ac.engines > 1 ? rated.find((c) => c.rank === 'first_officer') : undefined;
    if (!captain) continue;
    for (const hour of [6, 8, 10, 12, 14, 16, 18, 20]) {
      if (++attempts > MAX_ATTEMPTS) break;
      const etdText = `${String(hour).padStart(2, '0')}:30`;
      const etd = wallClock(date, etdText, ac.dep_tz);
      const eta = new Date(etd.getTime() + 3_600_000);
      const arrLocal = localDateTime(eta, arr.tz);
      if (arrLocal.date !== date) continue;
      let flightNumber = `XS${n}`;
      while (await tx.routeSchedule.count({ where: { flight_number: flightNumber, flight_date: dayDate(date) } })) {
        flightNumber = `XS${++n}`;
      }
      const input: ScheduleInput = {
        flight_number: flightNumber,
        flight_type: 'regular',
        flight_status: 1,
        flight_date: date,
        etd: etdText,
        eta: arrLocal.time,
        dep_airport_id: ac.dep_id,
        arr_airport_id: arr.id,
        fleet_id: ac.fleet_id,
        pilot_id: captain.id,
        copilot_id: fo?.id ?? null,
        base_id: null,
        area_id: null,
        notes: null,
      };
      const checked = await prepareSchedule(tx, input);
      if (checked.problems.length || checked.duplicate || !checked.data) continue;
      await tx.routeSchedule.create({ data: checked.data, select: { id: true } });
      n++;
      used.add(captain.id);
      if (fo) used.add(fo.id);
      rows.push({
        flight_date: date,
        flight_number: flightNumber,
        flight_type: 'regular',
        flight_status: '1',
        dep: ac.dep_code,
        arr: arr.code,
        etd: etdText,
        eta: arrLocal.time,
        aircraft: ac.registration,
        pilot: captain.crew_code,
        copilot: fo?.crew_code ?? '',
        base: ac.base_short,
        notes: 'Sample row',
      });
      break;
    }
  }
  return rows;
}

/** Rows importable against the current database, or [] when it has no suitable data. */
export async function liveSampleRows(): Promise<SampleRow[]> {
  try {
    await db.$transaction(
      async (tx) => {
        throw new Done(await build(tx));
      },
      { maxWait: 5_000, timeout: 20_000 },
    );
  } catch (err) {
    if (err instanceof Done) return err.rows;
    throw err;
  }
  return [];
}
