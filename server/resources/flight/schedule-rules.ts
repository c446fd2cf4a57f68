// The schedule rules of docs/flight-ops-contract.md applied to gathered facts, with no database access:
// the same function gives the 400s of create/update/bulk/import ('check') and the readiness reasons of a
// listed row ('readiness'). Facts are gathered per row (schedule-checks.ts) or per page (schedule-readiness.ts).
import { allowsFlying, dutyStatusByNo } from '@/lib/rules/duty-status';
import { FLIGHT_STATUS } from '@/lib/rules/flight';
import { FLAG_FRACTION, FLIGHT_TIME_WINDOWS, type HoursByWindow } from '@/lib/rules/flight-time-limits';
import { documentState, picSeatWarning, type ReadinessLevel } from '@/lib/rules/readiness';

/** The longest leg accepted; it also bounds the overlap searches (an overlapping flight departs at most this long before). */
export const MAX_LEG_HOURS = 18;

export interface CrewFacts {
  id: number;
  name: string;
  rank: string;
  status: string;
  licence_expiry: string;
  medical_expiry: string;
  /** Holds a type rating on the aircraft's type valid on the flight date. */
  rated: boolean;
  /** The roster status that day; undefined when there is no entry. */
  duty: number | null | undefined;
  /** Airport qualifications valid on the flight date. */
  airports: ReadonlySet<number>;
  /** Busiest windows containing the flight date with this flight counted. */
  after: HoursByWindow;
  /** Other non-canceled flights of this crew member overlapping this one. */
  overlaps: readonly string[];
}

export interface FlightFacts {
  flight_date: string;
  flight_status: number;
  etd: Date;
  eta: Date;
  dep_airport_id: number;
  arr_airport_id: number;
  dep_code: string;
  arr_code: string;
  registration: string;
  fleet_type_code: string;
  engines: number;
  payload_kg: number;
  pilot_id: number | null;
  copilot_id: number | null;
  pilot: CrewFacts | null;
  copilot: CrewFacts | null;
  aircraftOverlaps: readonly string[];
  /** Readiness only. */
  released?: boolean;
  manifest?: { count: number; weight: number };
  /** An upcoming flight of a type that carries load: it should have a manifest. */
  manifestExpected?: boolean;
}

export interface Problem {
  field: string;
  message: string;
  level: ReadinessLevel;
}

/** 'Capt. Name' or 'F/O Name'. */
export const crewLabel = (c: { name: string; rank: string }) => `${c.rank === 'first_officer' ? 'F/O' : 'Capt.'} ${c.name}`;

const fmt = (n: number) => String(Math.round(n * 100) / 100);
const flights = (numbers: readonly string[]) => (numbers.length === 1 ? `flight ${numbers[0]}` : `flights ${numbers.join(', ')}`);

function crewProblems(f: FlightFacts, c: CrewFacts, field: 'pilot_id' | 'copilot_id', mode: 'check' | 'readiness'): Problem[] {
  const who = crewLabel(c);
  const out: Problem[] = [];
  const red = (message: string) => out.push({ field, message, level: 'red' });
  const amber = (message: string) => out.push({ field, message, level: 'amber' });
  if (c.status !== 'active') red(`${who} is not active`);
  if (!allowsFlying(c.duty)) {
    const reason =
      c.duty === undefined ? 'no roster entry' : c.duty === null ? 'no duty status' : (dutyStatusByNo(c.duty)?.name ?? `status ${c.duty}`);
    red(`${who} is not rostered to fly on ${f.flight_date} (${reason})`);
  }
  if (!c.rated) red(`${who} holds no type rating on ${f.fleet_type_code} valid on ${f.flight_date}`);
  for (const [doc, expiry] of [
    ['licence', c.licence_expiry],
    ['medical', c.medical_expiry],
  ] as const) {
    const state = documentState(expiry, f.flight_date);
    if (state === 'expired') red(`${who}'s ${doc} expired on ${expiry}`);
    else if (state === 'expiring' && mode === 'readiness') amber(`${who}'s ${doc} expires on ${expiry}`);
  }
  if (c.overlaps.length) red(`${who} is already on ${flights(c.overlaps)} at that time`);
  for (const w of FLIGHT_TIME_WINDOWS) {
    const used = c.after[w.key];
    if (used > w.limit) red(`${who} would fly ${fmt(used)} h in ${w.days} days (limit ${w.limit} h)`);
    else if (mode === 'readiness' && used > w.limit * FLAG_FRACTION)
      amber(`${who} would fly ${fmt(used)} h in ${w.days} days (over 75 % of ${w.limit} h)`);
  }
  if (mode === 'readiness' && field === 'pilot_id') {
    const seat = picSeatWarning(c);
    if (seat) amber(seat);
    for (const [id, code] of [
      [f.dep_airport_id, f.dep_code],
      [f.arr_airport_id, f.arr_code],
    ] as const) {
      if (!c.airports.has(id)) amber(`${who} holds no airport qualification for ${code}`);
    }
  }
  return out;
}

/**
 * Every rule broken by the flight. In 'check' mode only the refusals of create/update (all red); in
 * 'readiness' mode also what only the light shows. Canceled flights break nothing.
 */
export function scheduleProblems(f: FlightFacts, mode: 'check' | 'readiness'): Problem[] {
  const out: Problem[] = [];
  if (f.eta.getTime() <= f.etd.getTime()) out.push({ field: 'eta', message: 'ETA must be after ETD', level: 'red' });
  else if (f.eta.getTime() - f.etd.getTime() > MAX_LEG_HOURS * 3_600_000)
    out.push({ field: 'eta', message: `A flight may last at most ${MAX_LEG_HOURS} hours`, level: 'red' });
  if (f.dep_airport_id === f.arr_airport_id)
    out.push({ field: 'arr_airport_id', message: 'Departure and arrival airports must differ', level: 'red' });
  if (f.pilot_id !== null && f.pilot_id === f.copilot_id)
    out.push({ field: 'copilot_id', message: 'Pilot and copilot must be different crew members', level: 'red' });
  if (f.flight_status === FLIGHT_STATUS.canceled) return out;
  if (f.aircraftOverlaps.length)
    out.push({ field: 'fleet_id', message: `${f.registration} is already on ${flights(f.aircraftOverlaps)} at that time`, level: 'red' });
  if (f.pilot) out.push(...crewProblems(f, f.pilot, 'pilot_id', mode));
  if (f.copilot && f.copilot_id !== f.pilot_id) out.push(...crewProblems(f, f.copilot, 'copilot_id', mode));
  if (mode === 'readiness') {
    if (!f.pilot_id) out.push({ field: 'pilot_id', message: 'No pilot', level: 'red' });
    if (f.released === false)
      out.push({ field: 'fleet_id', message: `${f.registration} has no release to service valid at ETD`, level: 'red' });
    if (f.manifest && f.manifest.count > 0 && f.manifest.weight > f.payload_kg)
      out.push({
        field: 'manifest',
        message: `Manifest weight ${f.manifest.weight} kg is over the payload of ${f.registration} (${f.payload_kg} kg)`,
        level: 'red',
      });
    if (!f.copilot_id && f.engines > 1)
      out.push({ field: 'copilot_id', message: `No copilot on a two-pilot aircraft (${f.fleet_type_code})`, level: 'amber' });
    if (f.manifestExpected && (!f.manifest || f.manifest.count === 0))
      out.push({ field: 'manifest', message: 'No manifest yet', level: 'amber' });
  }
  return out;
}
