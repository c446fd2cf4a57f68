// Schedule times: 'HH:MM' is a wall-clock time at an airport (its IANA zone) on the flight date; anything
// else accepted by the schemas is an ISO 8601 instant with an offset.
import { zonedParts } from '@/lib/rules/time';
import { decimalHours, isTimeOfDay } from '@/lib/rules/time-of-day';

function offsetMinutes(at: number, timeZone: string): number {
  const p = zonedParts(new Date(at), timeZone);
  const wall = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);
  return Math.round((wall - Math.floor(at / 1000) * 1000) / 60_000);
}

/** The instant of wall-clock `hhmm` on `date` (YYYY-MM-DD) in `timeZone`. */
export function wallClockToInstant(date: string, hhmm: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = hhmm.split(':').map(Number);
  const guess = Date.UTC(y, m - 1, d, hh, mm);
  let at = guess - offsetMinutes(guess, timeZone) * 60_000;
  // A second pass settles the offset when the first guess fell across a zone change.
  at = guess - offsetMinutes(at, timeZone) * 60_000;
  return new Date(at);
}

export function scheduleInstant(date: string, value: string, timeZone: string): Date {
  return isTimeOfDay(value) ? wallClockToInstant(date, value, timeZone) : new Date(value);
}

/** The local date (YYYY-MM-DD) and time (HH:MM) of an instant in a zone. */
export function localDateTime(at: Date, timeZone: string): { date: string; time: string } {
  const p = zonedParts(at, timeZone);
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

export const hoursBetween = (etd: Date, eta: Date) => decimalHours((eta.getTime() - etd.getTime()) / 60_000);
