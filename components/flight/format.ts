// How the flight screens write what is theirs: airport codes, coordinates, bearings and zones. Numbers
// and days are written by lib/format, as on every screen.

/** 'WMX / WAJW', or whichever code the airport has. */
export function airportCodes(a: { iata: string | null; icao: string | null }): string {
  return [a.iata, a.icao].filter(Boolean).join(' / ') || '–';
}

/** 4.0933° S, 138.9514° E */
export function fmtCoordinate(value: number, axis: 'lat' | 'lon'): string {
  const hemi = axis === 'lat' ? (value < 0 ? 'S' : 'N') : value < 0 ? 'W' : 'E';
  return `${Math.abs(value).toFixed(4)}° ${hemi}`;
}

const COMPASS = ['N', 'NNE', 'NE', 'ENE', 'E', 'ESE', 'SE', 'SSE', 'S', 'SSW', 'SW', 'WSW', 'W', 'WNW', 'NW', 'NNW'];

/** The 16-point compass direction of a bearing in degrees. */
export function compassPoint(deg: number): string {
  return COMPASS[Math.round((((deg % 360) + 360) % 360) / 22.5) % 16];
}

export { zoneAbbreviation } from '@/lib/format/dates';
export { utcOffset } from '@/lib/rules/time';

/** IANA zones offered first when typing an airport's timezone. */
export const COMMON_TIMEZONES = [
  'Asia/Jakarta',
  'Asia/Pontianak',
  'Asia/Makassar',
  'Asia/Jayapura',
  'Asia/Dili',
  'Asia/Singapore',
  'Australia/Darwin',
  'UTC',
];
