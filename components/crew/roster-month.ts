// The month the roster shows and the three reads that fill it, shared by the page (which renders the first
// month on the server) and the browser (which asks for the others): the same parameters make the same
// query keys, so the server's answers seed the browser's cache.
import { localToday } from '@/lib/rules/calendar-day';
import type { CrewFlightRow } from '@/lib/schemas/flight/crew-rows';
import type { PilotRow } from '@/lib/schemas/flight/pilot';
import type { RosterPacked } from '@/lib/schemas/flight/roster';
import type { ListResult } from '@/lib/schemas/list';

const pad2 = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM' of a day, or of today in office time (WIB). */
export function monthOf(day?: string): string {
  return (day ?? localToday()).slice(0, 7);
}

/** Every day of a 'YYYY-MM' month as 'YYYY-MM-DD'. */
export function monthDays(month: string): string[] {
  const [y, m] = month.split('-').map(Number);
  const count = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => `${month}-${pad2(i + 1)}`);
}

export const monthRange = (month: string) => {
  const days = monthDays(month);
  return { from: days[0], to: days[days.length - 1] };
};

/** The active crew of the roster's rows (a base's crew when filtered). */
export const rosterCrewParams = (base: string | undefined) =>
  ({ limit: 10000, sort: 'name', order: 'asc', status: 'active', base }) as const;

/** The month's flights, to show on the crew's days. */
export const rosterFlightParams = (from: string, to: string) => ({ from, to, limit: 10000, sort: 'etd', order: 'asc' }) as const;

/** A month read on the server for `month` and `base` (the URL's). */
export interface RosterInitial {
  month: string;
  base: string | undefined;
  crew: ListResult<PilotRow>;
  roster: RosterPacked;
  flights: ListResult<CrewFlightRow>;
}
