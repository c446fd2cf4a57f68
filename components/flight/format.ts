import { zonedParts } from '@/lib/rules/time';

// How the flight screens write numbers, dates and codes.

const numberFormats = new Map<number, Intl.NumberFormat>();

/** 1,234.5 with at most `digits` decimals (en-US grouping, as the fleet's paperwork). */
export function fmt(n: number | null | undefined, digits = 0): string {
  if (n === null || n === undefined || Number.isNaN(n)) return '–';
  let f = numberFormats.get(digits);
  if (!f) {
    f = new Intl.NumberFormat('en-US', { maximumFractionDigits: digits, minimumFractionDigits: 0 });
    numberFormats.set(digits, f);
  }
  return f.format(n);
}

/** Always `digits` decimals (1,234.0). */
export function fmtFixed(n: number | null | undefined, digits: number): string {
  if (n === null || n === undefined || Number.isNaN(n)) return '–';
  return new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(n);
}

/** Hours with one decimal, always shown (1,234.0). */
export const fmtHours = (n: number | null | undefined) => fmtFixed(n, 1);

export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '05 Mar 2026' for a YYYY-MM-DD day. */
export function fmtDay(day: string | null | undefined): string {
  if (!day) return '–';
  const [y, m, d] = day.slice(0, 10).split('-');
  return `${d} ${MONTHS[Number(m) - 1] ?? m} ${y}`;
}

/** '05 Mar 2026 14:30' for an instant, in the browser's time (or the given IANA zone). */
export function fmtInstant(iso: string | null | undefined, timeZone?: string): string {
  if (!iso) return '–';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const p = zonedParts(d, timeZone);
  return `${p.day} ${MONTHS[Number(p.month) - 1]} ${p.year} ${p.hour}:${p.minute}`;
}

/** Today as YYYY-MM-DD in the browser's time. */
export function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** Whole days from `from` to `to` (YYYY-MM-DD), negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to.slice(0, 10)}T00:00:00Z`) - Date.parse(`${from.slice(0, 10)}T00:00:00Z`)) / 86_400_000);
}

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

export { utcOffset } from '@/lib/rules/time';

/** The usual Indonesian name of a zone (WIB, WITA, WIT), if it is one. */
export function zoneAbbreviation(timeZone: string): string | undefined {
  return ZONE_NAMES[timeZone];
}

const ZONE_NAMES: Record<string, string> = {
  'Asia/Jakarta': 'WIB',
  'Asia/Pontianak': 'WIB',
  'Asia/Makassar': 'WITA',
  'Asia/Jayapura': 'WIT',
};

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
