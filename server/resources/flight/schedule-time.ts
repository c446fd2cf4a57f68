// Schedule times: 'HH:MM' is a wall-clock time at an airport (its IANA zone) on the flight date; anything
// else accepted by the schemas is an ISO 8601 instant with an offset.
import { format } from 'date-fns';
import { DAY_KEY, wallClock, zoned } from '@/lib/rules/time';
import { decimalHours, isTimeOfDay } from '@/lib/rules/time-of-day';

export function scheduleInstant(date: string, value: string, timeZone: string): Date {
  return isTimeOfDay(value) ? wallClock(date, value, timeZone) : new Date(value);
}

/** The local date (YYYY-MM-DD) and time (HH:MM) of an instant in a zone. */
export function localDateTime(at: Date, timeZone: string): { date: string; time: string } {
  const [date, time] = format(zoned(at, timeZone), `${DAY_KEY} HH:mm`).split(' ');
  return { date, time };
}

export const hoursBetween = (etd: Date, eta: Date) => decimalHours((eta.getTime() - etd.getTime()) / 60_000);
