// How the screens write days and instants. A day is 'YYYY-MM-DD' (the API's date fields); an instant is
// an ISO string, shown in the browser's time unless a zone is given.
import { zonedParts } from '@/lib/rules/time';

export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const pad2 = (n: number) => String(n).padStart(2, '0');

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

/** 'March 2026' for a YYYY-MM month (or any day in it). */
export const fmtMonthLong = (ym: string): string =>
  new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(dayDate(ym.slice(0, 7)));

const WEEKDAY = new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'UTC' });

/** 'Thu' for a YYYY-MM-DD day. */
export const fmtWeekday = (day: string): string => WEEKDAY.format(dayDate(day));

/** '05 Mar 2026 14:30' for an instant, in the browser's time (or the given IANA zone). */
export function fmtInstant(iso: string | null | undefined, timeZone?: string): string {
  if (!iso) return '–';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const p = zonedParts(d, timeZone);
  return `${p.day} ${monthName(p.month)} ${p.year} ${p.hour}:${p.minute}`;
}

/** '05 Mar 14:30': an instant of this month or the next, in the given IANA zone (or the browser's). */
export function fmtDayTime(iso: string, timeZone?: string): string {
  const p = zonedParts(new Date(iso), timeZone);
  return `${p.day} ${monthName(p.month)} ${p.hour}:${p.minute}`;
}

/** Today as YYYY-MM-DD in the browser's time. */
export function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())}`;
}

/** Whole days from `from` to `to` (YYYY-MM-DD), negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((dayDate(to).getTime() - dayDate(from).getTime()) / 86_400_000);
}

/** 'YYYY-MM-DDTHH:mm' in the browser's time for an ISO instant (what <input type="datetime-local"> holds). */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())}T${pad2(d.getHours())}:${pad2(d.getMinutes())}`;
}
