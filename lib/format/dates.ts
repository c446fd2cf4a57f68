// How the screens write days and instants. A day is 'YYYY-MM-DD' (the API's date fields); an instant is
// an ISO string, shown on a named clock and labelled with it: a flight's at its airport (WIB, WITA, WIT),
// an office event (purchase history, print, releases) in office time, UTC+7 (WIB). Never the browser's.
import { utcOffset, zonedParts } from '@/lib/rules/time';

/** The office's clock (spec 9's default shift, UTC+7). */
export const OFFICE_ZONE = 'Asia/Jakarta';

const ZONE_NAMES: Record<string, string> = {
  'Asia/Jakarta': 'WIB',
  'Asia/Pontianak': 'WIB',
  'Asia/Makassar': 'WITA',
  'Asia/Jayapura': 'WIT',
};

/** The usual Indonesian name of a zone (WIB, WITA, WIT), if it is one. */
export function zoneAbbreviation(timeZone: string): string | undefined {
  return ZONE_NAMES[timeZone];
}

/** The label of a zone's clock: 'WIB', 'WITA', 'WIT', else its offset ('UTC+09:30', 'UTC'). */
export function clockLabel(timeZone: string, at: Date = new Date()): string {
  const named = ZONE_NAMES[timeZone];
  if (named) return named;
  const offset = utcOffset(timeZone, at);
  return offset === '+00:00' ? 'UTC' : `UTC${offset}`;
}

export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The short name of month 1-12 ('Mar'); the number itself when out of range. */
export const monthName = (month: number | string): string => MONTHS[Number(month) - 1] ?? String(month);

/** The day (or the month of a day) at midnight UTC: for day arithmetic and UTC formatting. */
export function dayDate(day: string): Date {
  return new Date(`${day.slice(0, 10).padEnd(10, '-01')}T00:00:00Z`);
}

/** '05 Mar 2026' for a YYYY-MM-DD day. */
export function fmtDay(day: string | null | undefined): string {
  if (!day) return '–';
  const [y, m, d] = day.slice(0, 10).split('-');
  return `${d} ${monthName(m)} ${y}`;
}

/** 'Mar 2026' for a YYYY-MM month (or any day in it). */
export const fmtMonth = (ym: string): string => `${monthName(ym.slice(5, 7))} ${ym.slice(0, 4)}`;

const MONTH_LONG = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 'March 2026' for a YYYY-MM month (or any day in it). */
export const fmtMonthLong = (ym: string): string => MONTH_LONG.format(dayDate(ym.slice(0, 7)));

const WEEKDAY = new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'UTC' });

/** 'Thu' for a YYYY-MM-DD day. */
export const fmtWeekday = (day: string): string => WEEKDAY.format(dayDate(day));

/** '05 Mar 2026 14:30 WITA': an instant on the clock of `timeZone` (office time by default), labelled. */
export function fmtInstant(iso: string | null | undefined, timeZone: string = OFFICE_ZONE): string {
  if (!iso) return '–';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const p = zonedParts(d, timeZone);
  return `${p.day} ${monthName(p.month)} ${p.year} ${p.hour}:${p.minute} ${clockLabel(timeZone, d)}`;
}

/** '05 Mar 14:30 WIB': an instant of this month or the next on the clock of `timeZone`, labelled. */
export function fmtDayTime(iso: string, timeZone: string = OFFICE_ZONE): string {
  const d = new Date(iso);
  const p = zonedParts(d, timeZone);
  return `${p.day} ${monthName(p.month)} ${p.hour}:${p.minute} ${clockLabel(timeZone, d)}`;
}

/** '05 Mar 2026': the day of an instant on the office clock (or a YYYY-MM-DD day as it is). */
export function fmtOfficeDay(value: string | null | undefined): string {
  if (!value || /^\d{4}-\d{2}-\d{2}$/.test(value)) return fmtDay(value);
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return value;
  const p = zonedParts(d, OFFICE_ZONE);
  return fmtDay(`${p.year}-${p.month}-${p.day}`);
}

/** Today as YYYY-MM-DD on the office clock (WIB), whatever the browser's zone. */
export function today(now: Date = new Date()): string {
  const p = zonedParts(now, OFFICE_ZONE);
  return `${p.year}-${p.month}-${p.day}`;
}

/** Whole days from `from` to `to` (YYYY-MM-DD), negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((dayDate(to).getTime() - dayDate(from).getTime()) / 86_400_000);
}

/** 'YYYY-MM-DDTHH:mm' on the office clock (WIB) for an ISO instant: what a datetime-local input labelled WIB holds. */
export function toOfficeInput(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const p = zonedParts(d, OFFICE_ZONE);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/** The instant of a 'YYYY-MM-DDTHH:mm' typed on the office clock (WIB, UTC+7 all year); the text itself when it is not one. */
export function fromOfficeInput(text: string): string {
  const d = new Date(`${text}:00+07:00`);
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(text) && !Number.isNaN(d.getTime()) ? d.toISOString() : text;
}
