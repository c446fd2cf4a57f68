// Calendar days as 'YYYY-MM-DD' strings and the UTC-midnight Dates PostgreSQL DATE columns hold. Client-safe.
import { addDays as addDaysTo, differenceInCalendarDays, format, parseISO } from 'date-fns';
import { DAY_KEY, inOffice } from './time';

/** A YYYY-MM-DD day as a date-fns calendar date (local midnight: day arithmetic without time zones, and fast). */
export const calendarDate = (day: string): Date => parseISO(day);

/** A YYYY-MM-DD date as the Date Prisma stores in a DATE column (UTC midnight). */
export const dayDate = (day: string): Date => new Date(`${day}T00:00:00Z`);

/** The YYYY-MM-DD of a DATE column's value; null stays null. */
export const isoDay = (d: Date | null | undefined): string | null => (d ? d.toISOString().slice(0, 10) : null);

const EPOCH = new Date(1970, 0, 1);

/** Days since 1970-01-01 of a YYYY-MM-DD date. */
export const dayNumber = (day: string): number => differenceInCalendarDays(calendarDate(day), EPOCH);

/** The YYYY-MM-DD date `days` days after `day` (before it when negative). */
export const addDays = (day: string, days: number): string => format(addDaysTo(calendarDate(day), days), DAY_KEY);

/** Today as a calendar date on the office clock (spec 9's default local time, WIB, +7). */
export function localToday(now: Date = new Date()): string {
  return format(now, DAY_KEY, { in: inOffice });
}
