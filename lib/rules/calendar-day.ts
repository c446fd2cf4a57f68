// Calendar days as 'YYYY-MM-DD' strings and the UTC-midnight Dates PostgreSQL DATE columns hold. Client-safe.
import { addDays as addDaysTo, differenceInCalendarDays, format } from 'date-fns';
import { DAY_KEY, inOffice, inUTC } from './time';

/** A YYYY-MM-DD date as the Date Prisma stores in a DATE column (UTC midnight). */
export const dayDate = (day: string): Date => new Date(`${day}T00:00:00Z`);

/** The YYYY-MM-DD of a DATE column's value; null stays null. */
export const isoDay = (d: Date | null | undefined): string | null => (d ? d.toISOString().slice(0, 10) : null);

/** Days since 1970-01-01 of a YYYY-MM-DD date. */
export const dayNumber = (day: string): number => differenceInCalendarDays(dayDate(day), 0, { in: inUTC });

/** The YYYY-MM-DD date `days` days after `day` (before it when negative). */
export const addDays = (day: string, days: number): string => format(addDaysTo(dayDate(day), days, { in: inUTC }), DAY_KEY);

/** Today as a calendar date on the office clock (spec 9's default local time, WIB, +7). */
export function localToday(now: Date = new Date()): string {
  return format(now, DAY_KEY, { in: inOffice });
}
