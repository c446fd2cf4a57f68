// Wall-clock time in an IANA zone (airports keep their own zone; spec 9's default shift is +7, WIB), read
// with date-fns on @date-fns/tz's zoned dates. Client-safe.
import { TZDate, tz } from '@date-fns/tz';
import { format } from 'date-fns';

/** The office's clock (spec 9's default shift, UTC+7 all year). */
export const OFFICE_ZONE = 'Asia/Jakarta';

/** date-fns' `in` context for the office clock (WIB). */
export const inOffice = tz(OFFICE_ZONE);

/** date-fns format strings for the machine-readable forms: a day, a month, a local wall-clock time. */
export const DAY_KEY = 'yyyy-MM-dd';
export const MONTH_KEY = 'yyyy-MM';
export const LOCAL_TIME_KEY = "yyyy-MM-dd'T'HH:mm";

export interface ZonedParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
  /** Short English weekday, e.g. 'Sat'. */
  weekday: string;
}

/** The instant as a date on the clock of `timeZone` (the runtime's zone when not given). */
export const zoned = (at: Date | number | string, timeZone?: string): Date =>
  timeZone ? new TZDate(new Date(at).getTime(), timeZone) : new Date(at);

/** The date and time shown on a wall clock in `timeZone` (the runtime's zone when not given). */
export function zonedParts(at: Date, timeZone?: string): ZonedParts {
  const [year, month, day, hour, minute, second, weekday] = format(zoned(at, timeZone), 'yyyy MM dd HH mm ss EEE').split(' ');
  return { year, month, day, hour, minute, second, weekday };
}

/** The zone's offset from UTC at that instant, as '+09:00'. */
export const utcOffset = (timeZone: string, at: Date = new Date()): string => format(zoned(at, timeZone), 'xxx');

/** The local time now in `timeZone` ('YYYY-MM-DDTHH:mm') and its UTC offset. */
export function zonedNow(timeZone: string, now: Date = new Date()): { local_time: string; utc_offset: string } {
  return { local_time: format(zoned(now, timeZone), LOCAL_TIME_KEY), utc_offset: utcOffset(timeZone, now) };
}

/** The instant of wall-clock 'HH:MM' on the day 'YYYY-MM-DD' in `timeZone` (an invalid Date when the zone is unknown). */
export function wallClock(day: string, hhmm: string, timeZone: string = OFFICE_ZONE): Date {
  const [y, m, d] = day.split('-').map(Number);
  const [hh, mm] = hhmm.split(':').map(Number);
  return new Date(new TZDate(y, m - 1, d, hh, mm, timeZone).getTime());
}
