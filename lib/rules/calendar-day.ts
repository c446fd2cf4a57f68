// Calendar days as 'YYYY-MM-DD' strings and the UTC-midnight Dates PostgreSQL DATE columns hold. Client-safe.
import { shiftToLocal } from './time-of-day';

const DAY_MS = 86_400_000;

/** A YYYY-MM-DD date as the Date Prisma stores in a DATE column (UTC midnight). */
export const dayDate = (day: string): Date => new Date(`${day}T00:00:00Z`);

/** The YYYY-MM-DD of a DATE column's value; null stays null. */
export const isoDay = (d: Date | null | undefined): string | null => (d ? d.toISOString().slice(0, 10) : null);

/** Days since 1970-01-01 of a YYYY-MM-DD date. */
export const dayNumber = (day: string): number => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** The YYYY-MM-DD date `days` days after `day` (before it when negative). */
export const addDays = (day: string, days: number): string => new Date((dayNumber(day) + days) * DAY_MS).toISOString().slice(0, 10);

/** Today as a calendar date in the spec's default local time (+7). */
export function localToday(now: Date = new Date()): string {
  return shiftToLocal(now).toISOString().slice(0, 10);
}
