// Pilot flight-time limits (spec 3: fl7, fl30, fl90, fl365; spec 9: 40 h in 7 days, 100 in 30, 300 in 90,
// 1050 in 365, flagged when usage exceeds 75 percent). Client-safe: the hours per window come from the server.

export const FLIGHT_TIME_WINDOWS = [
  { key: 'fl7', days: 7, limit: 40 },
  { key: 'fl30', days: 30, limit: 100 },
  { key: 'fl90', days: 90, limit: 300 },
  { key: 'fl365', days: 365, limit: 1050 },
] as const;

export type LimitKey = (typeof FLIGHT_TIME_WINDOWS)[number]['key'];
export type HoursByWindow = Record<LimitKey, number>;

/** Usage strictly above this fraction of the limit is flagged. */
export const FLAG_FRACTION = 0.75;

export interface WindowUsage {
  key: LimitKey;
  days: number;
  /** Hours flown or planned in the window. */
  used: number;
  limit: number;
  /** limit - used, negative when over the limit. */
  remaining: number;
  /** used / limit (1 = at the limit). */
  fraction: number;
  /** Above 75 percent. */
  flagged: boolean;
  /** Above 100 percent; being exactly at the limit is allowed. */
  exceeded: boolean;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

function hours(v: unknown): number {
  const n = typeof v === 'string' ? Number.parseFloat(v) : Number(v);
  return Number.isFinite(n) && n > 0 ? n : 0;
}

/** Usage of each window; missing or invalid hours count as 0. Values are rounded to 2 decimals. */
export function limitUsage(hoursByWindow: Partial<Record<LimitKey, number | string | null>>): WindowUsage[] {
  return FLIGHT_TIME_WINDOWS.map(({ key, days, limit }) => {
    const used = round2(hours(hoursByWindow[key]));
    return {
      key,
      days,
      used,
      limit,
      remaining: round2(limit - used),
      fraction: used / limit,
      flagged: used > limit * FLAG_FRACTION,
      exceeded: used > limit,
    };
  });
}

/** The usage each window would have once `addedHours` more are scheduled (the form's headroom preview). */
export function headroomAfter(current: Partial<Record<LimitKey, number | string | null>>, addedHours: number): WindowUsage[] {
  const add = hours(addedHours);
  const next: Partial<Record<LimitKey, number>> = {};
  for (const { key } of FLIGHT_TIME_WINDOWS) next[key] = hours(current[key]) + add;
  return limitUsage(next);
}

export const anyFlagged = (usage: readonly WindowUsage[]) => usage.some((u) => u.flagged);
export const anyExceeded = (usage: readonly WindowUsage[]) => usage.some((u) => u.exceeded);
