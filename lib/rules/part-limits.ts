// How much of a part's life is used: hours, cycles and calendar against their limits. 'due' above 90 %
// of any limit, 'over' at or past one.

export const DUE_FRACTION = 0.9;

export type LimitLevel = 'none' | 'ok' | 'due' | 'over';

export interface PartLife {
  hoursLeft: number | null;
  cyclesLeft: number | null;
  daysLeft: number | null;
  /** Fractions used, null where the part has no such limit (or, for the calendar, no installation day). */
  hoursUsed: number | null;
  cyclesUsed: number | null;
  calendarUsed: number | null;
  level: LimitLevel;
}

interface PartLimitFields {
  hours_since_new: number;
  cycles_since_new: number;
  hour_limit: number | null;
  cycle_limit: number | null;
  calendar_limit: string | null;
  installed_on: string | null;
}

const dayNumber = (day: string) => Math.floor(Date.parse(`${day.slice(0, 10)}T00:00:00Z`) / 86_400_000);

/** `today` is YYYY-MM-DD. */
export function partLife(p: PartLimitFields, today: string): PartLife {
  const hoursLeft = p.hour_limit != null ? Math.round((p.hour_limit - p.hours_since_new) * 10) / 10 : null;
  const cyclesLeft = p.cycle_limit != null ? p.cycle_limit - p.cycles_since_new : null;
  const daysLeft = p.calendar_limit ? dayNumber(p.calendar_limit) - dayNumber(today) : null;
  const hoursUsed = p.hour_limit ? p.hours_since_new / p.hour_limit : null;
  const cyclesUsed = p.cycle_limit ? p.cycles_since_new / p.cycle_limit : null;
  let calendarUsed: number | null = null;
  if (p.calendar_limit && p.installed_on) {
    const span = dayNumber(p.calendar_limit) - dayNumber(p.installed_on);
    calendarUsed = span > 0 ? (dayNumber(today) - dayNumber(p.installed_on)) / span : 1;
  }
  const over = (hoursLeft !== null && hoursLeft <= 0) || (cyclesLeft !== null && cyclesLeft <= 0) || (daysLeft !== null && daysLeft <= 0);
  const fractions = [hoursUsed, cyclesUsed, calendarUsed].filter((f): f is number => f !== null);
  const level: LimitLevel = over
    ? 'over'
    : fractions.some((f) => f > DUE_FRACTION)
      ? 'due'
      : fractions.length || daysLeft !== null
        ? 'ok'
        : 'none';
  return { hoursLeft, cyclesLeft, daysLeft, hoursUsed, cyclesUsed, calendarUsed, level };
}
