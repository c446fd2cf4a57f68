// Fixtures for the flight API tests, written through Prisma so that the tests rely on no seeded network
// data (only the demo users). Codes come from letters no real airport, base or aircraft uses here:
// each test file passes its own one-letter tag so that files sharing the run's database never collide.
import { db } from '@/server/db';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
let counter = 0;

/** Two letters, different on every call in a file (676 per file). */
export function pair(): string {
  const i = counter++;
  return LETTERS[Math.floor(i / 26) % 26] + LETTERS[i % 26];
}

let iataCounter = 0;

/** An IATA code Q{tag}{x}, different on every call in a file (26 per file). */
export function iata(tag: string): string {
  if (iataCounter >= 26) throw new Error('out of test IATA codes');
  return `Q${tag}${LETTERS[iataCounter++]}`;
}

/** A name token for q searches that matches nothing but this file's fixtures. */
export const token = (tag: string) => `Zqx${tag}`;
/** A test file's tag (in its fixtures' names and codes) and the token those names carry. */
export const tagged = (tag: string) => ({ TAG: tag, Q: token(tag) });

export async function area(tag: string, extra: { name?: string; code?: string } = {}) {
  const p = pair();
  return db.area.create({ data: { name: `${token(tag)} Area ${p}`, code: `T${tag}${p}`, ...extra } });
}

/** An airport with IATA Q{tag}{x} and ICAO X{tag}{xy} (ICAO region X is unallocated), far out in the South Pacific. */
export async function airport(
  tag: string,
  extra: Partial<{
    iata: string | null;
    icao: string | null;
    name: string;
    city: string;
    latitude: number;
    longitude: number;
    active: boolean;
    timezone: string;
  }> = {},
) {
  const p = pair();
  return db.airport.create({
    data: {
      iata: extra.iata === undefined ? iata(tag) : extra.iata,
      icao: `X${tag}${p}`,
      name: `${token(tag)} Airport ${p}`,
      city: `${token(tag)} City`,
      latitude: -60,
      longitude: -150,
      ...extra,
    },
  });
}

export async function base(tag: string, extra: { area_id?: number; airport_id?: number; active?: boolean } = {}) {
  const p = pair();
  const area_id = extra.area_id ?? (await area(tag)).id;
  const airport_id = extra.airport_id ?? (await airport(tag, { iata: null })).id;
  return db.base.create({ data: { name: `${token(tag)} Base ${p}`, short_name: `B${tag}${p}`, ...extra, area_id, airport_id } });
}

export async function fleetType(tag: string) {
  const p = pair();
  return db.fleetType.create({
    data: { code: `${tag}${p}`, name: `${token(tag)} Type ${p}`, manufacturer: 'Testco', seats: 12, max_payload_kg: 1500, mtow_kg: 4000 },
  });
}

/** An aircraft registered PK-{tag}{xy}. */
export async function fleet(tag: string, extra: { fleet_type_id?: number; base_id?: number; status?: string } = {}) {
  const p = pair();
  const fleet_type_id = extra.fleet_type_id ?? (await fleetType(tag)).id;
  const base_id = extra.base_id ?? (await base(tag)).id;
  return db.fleet.create({
    data: {
      registration: `PK-${tag}${p}`,
      serial_number: `SN-${tag}${p}`,
      year_built: 2015,
      seats: 12,
      payload_kg: 1200,
      ...extra,
      fleet_type_id,
      base_id,
    },
  });
}

export async function part(
  tag: string,
  extra: { fleet_id?: number | null; status?: string; hours_since_new?: number; cycles_since_new?: number } = {},
) {
  const p = pair();
  return db.fleetPart.create({
    data: { name: `${token(tag)} Part ${p}`, part_number: `PN-${tag}`, serial_number: `SN-${tag}${p}-${counter}`, ...extra },
  });
}
