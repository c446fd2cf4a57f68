// How the app writes days and instants: its one module of date formats (date-fns format strings on
// @date-fns/tz's zoned dates). A day is 'YYYY-MM-DD' (the API's date fields); an instant is an ISO string,
// shown on a named clock and labelled with it: a flight's at its airport (WIB, WITA, WIT), an office event
// (purchase history, print, releases) in office time, UTC+7 (WIB). Never the browser's.
import { differenceInCalendarDays, format, isValid, parseISO } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { calendarDate, localToday } from '@/lib/rules/calendar-day';
import { inOffice, LOCAL_TIME_KEY, OFFICE_ZONE, utcOffset, zoned } from '@/lib/rules/time';

export { OFFICE_ZONE };

/** The app's display formats (date-fns tokens). */
export const FORMATS = {
  /** '05 Mar 2026' */
  day: 'dd MMM yyyy',
  /** '5 Mar 2026' (the schedule's table) */
  shortDay: 'd MMM yyyy',
  /** 'Sat 21 Nov 2026' */
  dayTitle: 'EEE d MMM yyyy',
  /** 'Sat 21 Nov 2026' with the day zero-padded (an airport's clock) */
  weekdayDay: 'EEE dd MMM yyyy',
  /** 'Mar 2026' */
  month: 'MMM yyyy',
  /** 'March 2026' */
  monthLong: 'MMMM yyyy',
  /** 'Thu' */
  weekday: 'EEE',
  /** '14:30' */
  time: 'HH:mm',
  /** '05 Mar 2026 14:30' (then the clock's label) */
  instant: 'dd MMM yyyy HH:mm',
  /** '05 Mar 14:30' (then the clock's label) */
  dayTime: 'dd MMM HH:mm',
} as const;

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

/** The short name of month 1-12 ('Mar'); the number itself when out of range. */
export function monthName(month: number | string): string {
  const m = Number(month);
  return Number.isInteger(m) && m >= 1 && m <= 12 ? enUS.localize.month((m - 1) as never, { width: 'abbreviated' }) : String(month);
}

/** Short weekday names, 0 = Sunday … 6 = Saturday (JavaScript's numbering). */
export const SHORT_DAYS = [0, 1, 2, 3, 4, 5, 6].map((d) => enUS.localize.day(d as never, { width: 'abbreviated' }));

/** The day (or the month of a day) at midnight UTC: for day arithmetic and UTC formatting. */
export function dayDate(day: string): Date {
  return new Date(`${day.slice(0, 10).padEnd(10, '-01')}T00:00:00Z`);
}

/** A YYYY-MM-DD day (or YYYY-MM month) in one of the FORMATS; the text itself when it is not a day. */
export function fmtDayAs(day: string, pattern: string): string {
  const d = calendarDate(day.slice(0, 10).padEnd(10, '-01'));
  return isValid(d) ? format(d, pattern) : day;
}

/** '05 Mar 2026' for a YYYY-MM-DD day. */
export const fmtDay = (day: string | null | undefined): string => (day ? fmtDayAs(day, FORMATS.day) : '–');

/** 'Mar 2026' for a YYYY-MM month (or any day in it). */
export const fmtMonth = (ym: string): string => fmtDayAs(ym.slice(0, 7), FORMATS.month);

/** 'March 2026' for a YYYY-MM month (or any day in it). */
export const fmtMonthLong = (ym: string): string => fmtDayAs(ym.slice(0, 7), FORMATS.monthLong);

/** 'Thu' for a YYYY-MM-DD day. */
export const fmtWeekday = (day: string): string => fmtDayAs(day, FORMATS.weekday);

/** '21 Nov 2026'. */
export const fmtShortDay = (day: string): string => fmtDayAs(day, FORMATS.shortDay);

/** 'Sat 21 Nov 2026'. */
export const fmtDayTitle = (day: string): string => fmtDayAs(day, FORMATS.dayTitle);

/** An instant in one of the FORMATS on the clock of `timeZone`, then the clock's label. */
function fmtOnClock(iso: string, pattern: string, timeZone: string): string {
  const d = new Date(iso);
  if (!isValid(d)) return iso;
  return `${format(zoned(d, timeZone), pattern)} ${clockLabel(timeZone, d)}`;
}

/** '05 Mar 2026 14:30 WITA': an instant on the clock of `timeZone` (office time by default), labelled. */
export function fmtInstant(iso: string | null | undefined, timeZone: string = OFFICE_ZONE): string {
  return iso ? fmtOnClock(iso, FORMATS.instant, timeZone) : '–';
}

/** '05 Mar 2026 14:30 WIB': an office or shop event (purchases, orders, stock, the audit trail), in WIB. */
export const fmtWib = (iso: string | null | undefined): string => fmtInstant(iso);

/** '05 Mar 14:30 WIB': an instant of this month or the next on the clock of `timeZone`, labelled. */
export const fmtDayTime = (iso: string, timeZone: string = OFFICE_ZONE): string => fmtOnClock(iso, FORMATS.dayTime, timeZone);

/** '05 Mar 2026': the day of an instant on the office clock (or a YYYY-MM-DD day as it is). */
export function fmtOfficeDay(value: string | null | undefined): string {
  if (!value || /^\d{4}-\d{2}-\d{2}$/.test(value)) return fmtDay(value);
  const d = new Date(value);
  return isValid(d) ? format(d, FORMATS.day, { in: inOffice }) : value;
}

/** Today as YYYY-MM-DD on the office clock (WIB), whatever the browser's zone. */
export const today = localToday;

/** Whole days from `from` to `to` (YYYY-MM-DD), negative when `to` is earlier. */
export const daysBetween = (from: string, to: string): number => differenceInCalendarDays(calendarDate(to), calendarDate(from));

/** 'YYYY-MM-DDTHH:mm' on the office clock (WIB) for an ISO instant: what a datetime-local input labelled WIB holds. */
export function toOfficeInput(iso: string): string {
  const d = new Date(iso);
  return isValid(d) ? format(d, LOCAL_TIME_KEY, { in: inOffice }) : '';
}

/** The instant of a 'YYYY-MM-DDTHH:mm' typed on the office clock (WIB); the text itself when it is not one. */
export function fromOfficeInput(text: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(text)) return text;
  const d = parseISO(text, { in: inOffice });
  return isValid(d) ? new Date(d.getTime()).toISOString() : text;
}
