// Days and months as the schedule screen handles them: 'YYYY-MM-DD' strings, today on the office clock
// (WIB), month grids starting on Monday, and a local wall-clock time at an airport turned into an instant.
// The day arithmetic is date-fns' on calendar dates (calendarDate); the formats are lib/format/dates'.
import {
  addMonths as addMonthsTo,
  differenceInMinutes,
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  format,
  getDay,
  startOfWeek,
} from 'date-fns';
import { calendarDate } from '@/lib/rules/calendar-day';
import { DAY_KEY, MONTH_KEY, wallClock } from '@/lib/rules/time';
import { decimalHours, isTimeOfDay } from '@/lib/rules/time-of-day';

export { fmtDayTitle as dayTitle, fmtMonthLong as monthTitle, fmtShortDay as shortDay, SHORT_DAYS } from '@/lib/format/dates';
export { addDays, localToday } from '@/lib/rules/calendar-day';

export const isDay = (s: string | undefined | null): s is string => !!s && /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(s));
export const isMonth = (s: string | undefined | null): s is string => !!s && /^\d{4}-(0[1-9]|1[0-2])$/.test(s);

/** 0 = Sunday … 6 = Saturday (JavaScript's numbering, as the roster's weekdays). */
export const weekday = (day: string) => getDay(calendarDate(day));

/** The month moved by n months ('2026-11' + 2 = '2027-01'). */
export const addMonths = (month: string, n: number): string => format(addMonthsTo(calendarDate(`${month}-01`), n), MONTH_KEY);

export function monthBounds(month: string): { first: string; last: string } {
  const first = `${month}-01`;
  return { first, last: format(endOfMonth(calendarDate(first)), DAY_KEY) };
}

/** The days of a month grid: whole weeks from the Monday on or before the 1st to the Sunday on or after the last. */
export function monthGrid(month: string): string[] {
  const first = calendarDate(`${month}-01`);
  const week = { weekStartsOn: 1 } as const;
  const days = eachDayOfInterval({ start: startOfWeek(first, week), end: endOfWeek(endOfMonth(first), week) });
  return days.map((d) => format(d, DAY_KEY));
}

/** The instant of a wall-clock 'HH:MM' on `day` in `timeZone` (office time when the zone is unknown); null when the time is not HH:MM. */
export function wallToInstant(day: string, time: string, timeZone: string): number | null {
  if (!isTimeOfDay(time) || !isDay(day)) return null;
  const at = wallClock(day, time, timeZone).getTime();
  return Number.isNaN(at) ? wallClock(day, time).getTime() : at;
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
  if (!isTimeOfDay(etd) || !isTimeOfDay(eta)) return { hours: null, problem: 'enter ETD and ETA as HH:MM' };
  const a = wallToInstant(day, etd, depZone);
  const b = wallToInstant(day, eta, arrZone);
  if (a === null || b === null) return { hours: null, problem: 'choose the date' };
  if (b <= a)
    return {
      hours: null,
      problem: `ETA must be after ETD: ${eta} at arrival is ${b === a ? 'the same time as' : 'before'} ${etd} at departure`,
    };
  return { hours: decimalHours(differenceInMinutes(b, a)) };
}

/** plannedTime's hours; null when there are none. */
export const plannedHours = (...args: Parameters<typeof plannedTime>): number | null => plannedTime(...args).hours;
