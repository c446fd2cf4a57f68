// Days and months as the schedule screen handles them: 'YYYY-MM-DD' strings, today in the spec's +7 local
// time, month grids starting on Monday, and a local wall-clock time at an airport turned into an instant.

import { addDays } from '@/lib/rules/calendar-day';
import { utcOffset } from '@/lib/rules/time';

export { addDays, localToday } from '@/lib/rules/calendar-day';

const pad2 = (n: number) => String(n).padStart(2, '0');

export const isDay = (s: string | undefined | null): s is string => !!s && /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(s));
export const isMonth = (s: string | undefined | null): s is string => !!s && /^\d{4}-(0[1-9]|1[0-2])$/.test(s);

/** 0 = Sunday … 6 = Saturday (JavaScript's numbering, as the roster's weekdays). */
export const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** The month moved by n months ('2026-11' + 2 = '2027-01'). */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 1 + n, 1));
  return `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}`;
}

export function monthBounds(month: string): { first: string; last: string } {
  const first = `${month}-01`;
  return { first, last: addDays(`${addMonths(month, 1)}-01`, -1) };
}

/** The days of a month grid: whole weeks from the Monday on or before the 1st to the Sunday on or after the last. */
export function monthGrid(month: string): string[] {
  const { first, last } = monthBounds(month);
  const start = addDays(first, -((weekday(first) + 6) % 7));
  const end = addDays(last, (7 - weekday(last)) % 7);
  const days: string[] = [];
  for (let d = start; d <= end; d = addDays(d, 1)) days.push(d);
  return days;
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
export const SHORT_DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export const monthTitle = (month: string) => `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

/** '21 Nov 2026'. */
export function shortDay(day: string): string {
  return `${Number(day.slice(8, 10))} ${MONTH_NAMES[Number(day.slice(5, 7)) - 1].slice(0, 3)} ${day.slice(0, 4)}`;
}

/** 'Sat 21 Nov 2026'. */
export function dayTitle(day: string): string {
  return `${SHORT_DAYS[weekday(day)]} ${Number(day.slice(8, 10))} ${MONTH_NAMES[Number(day.slice(5, 7)) - 1].slice(0, 3)} ${day.slice(0, 4)}`;
}

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The instant of a wall-clock 'HH:MM' on `day` in `timeZone`; null when the time is not HH:MM. */
export function wallToInstant(day: string, time: string, timeZone: string): number | null {
  if (!HHMM.test(time) || !isDay(day)) return null;
  const guess = Date.UTC(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8, 10), +time.slice(0, 2), +time.slice(3, 5));
  let offset: string;
  try {
    offset = utcOffset(timeZone, new Date(guess));
  } catch {
    offset = '+07:00';
  }
  const sign = offset.startsWith('-') ? -1 : 1;
  const minutes = sign * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6)));
  return guess - minutes * 60_000;
}

/** A planned flight time: the hours, or what keeps it from being computed (said in the flight dialog). */
export type PlannedTime = { hours: number; problem?: undefined } | { hours: null; problem: string };

/**
 * Flight time in decimal hours of a flight leaving at `etd` (departure airport's clock) and arriving at
 * `eta` (arrival airport's clock) on `day`, or why there is none: a time missing or not HH:MM, no date,
 * or ETA not after ETD.
 */
export function plannedTime(day: string, etd: string, eta: string, depZone = 'Asia/Jakarta', arrZone = 'Asia/Jakarta'): PlannedTime {
  if (!etd || !eta) return { hours: null, problem: 'enter ETD and ETA' };
  if (!HHMM.test(etd) || !HHMM.test(eta)) return { hours: null, problem: 'enter ETD and ETA as HH:MM' };
  const a = wallToInstant(day, etd, depZone);
  const b = wallToInstant(day, eta, arrZone);
  if (a === null || b === null) return { hours: null, problem: 'choose the date' };
  if (b <= a)
    return {
      hours: null,
      problem: `ETA must be after ETD: ${eta} at arrival is ${b === a ? 'the same time as' : 'before'} ${etd} at departure`,
    };
  return { hours: Math.round(((b - a) / 3_600_000) * 100) / 100 };
}

/** plannedTime's hours; null when there are none. */
export const plannedHours = (...args: Parameters<typeof plannedTime>): number | null => plannedTime(...args).hours;
