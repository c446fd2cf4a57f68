// The Overview's calls (contract 'Dashboard'): their queries and answers. Client-safe: the overview
// widgets read these types, the API documents them.
import { z } from 'zod';
import { dayNumber } from '@/lib/rules/calendar-day';
import { day } from '@/lib/schemas/fields';
import { windowUsage } from '@/lib/schemas/flight/schedule';
import { legCodesShape } from '@/lib/schemas/flight/shapes';

const int = z.number().int();
const MAX_RANGE_DAYS = 366;

function checkRange(q: { from?: string; to?: string }, ctx: z.RefinementCtx) {
  if (q.from && q.to) {
    const span = dayNumber(q.to) - dayNumber(q.from);
    if (span < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must be on or after from' });
    else if (span >= MAX_RANGE_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: `The period may cover at most ${MAX_RANGE_DAYS} days` });
  }
}

/** `from` / `to` (inclusive), each defaulting to this month's first / last day. */
export const periodQuery = z.strictObject({ from: day().optional(), to: day().optional() }).superRefine(checkRange);
export type PeriodQuery = z.output<typeof periodQuery>;

export const pilotHoursGraphQuery = z.strictObject({
  months: z.coerce
    .number({ error: 'months must be a whole number from 1 to 24' })
    .int({ error: 'months must be a whole number from 1 to 24' })
    .min(1, { error: 'months must be a whole number from 1 to 24' })
    .max(24, { error: 'months must be a whole number from 1 to 24' })
    .default(12),
  limit: z.coerce
    .number({ error: 'limit must be a whole number from 1 to 50' })
    .int({ error: 'limit must be a whole number from 1 to 50' })
    .min(1, { error: 'limit must be a whole number from 1 to 50' })
    .max(50, { error: 'limit must be a whole number from 1 to 50' })
    .default(10),
  /** The last day counted (default today): the graph's last month is this day's month. */
  to: day().optional(),
});
export type PilotHoursGraphQuery = z.output<typeof pilotHoursGraphQuery>;

// --- Answers

export const totalRoutes = z.object({
  from: z.string(),
  to: z.string(),
  /** Every flight of the period, canceled included (the sum of by_status). */
  total: int,
  /** Hours of the flights that are not canceled, planned and flown (the sum of by_type's hours). */
  hours: z.number(),
  /** Flights today (UTC+7) that are not canceled. */
  today: int,
  by_status: z.array(z.object({ flight_status: int, name: z.string(), total: int })),
  /** Flights that are not canceled, by type, most hours first. */
  by_type: z.array(z.object({ flight_type: z.string(), total: int, hours: z.number() })),
});
export type TotalRoutes = z.infer<typeof totalRoutes>;

export const pilotHoursGraph = z.object({
  from: z.string(),
  to: z.string(),
  /** 'YYYY-MM', oldest first. */
  labels: z.array(z.string()),
  /** The crew with the most hours in the period, most first; data[i] is the hours of labels[i]. */
  series: z.array(z.object({ pilot_id: int, name: z.string(), crew_code: z.string(), total: z.number(), data: z.array(z.number()) })),
});
export type PilotHoursGraph = z.infer<typeof pilotHoursGraph>;

export const pilotsByFleet = z.object({
  /** Active crew holding a type rating valid today, per aircraft type (every type, most crew first). */
  data: z.array(z.object({ fleet_type_id: int, code: z.string(), name: z.string(), captains: int, first_officers: int, total: int })),
});
export type PilotsByFleet = z.infer<typeof pilotsByFleet>;

export const catchupFlight = z.object({
  id: int,
  flight_number: z.string(),
  flight_date: z.string(),
  flight_type: z.string(),
  flight_status: int,
  etd: z.string(),
  dep_airport_id: int,
  dep_timezone: z.string(),
  arr_airport_id: int,
  ...legCodesShape,
  registration: z.string(),
  base_name_short: z.string(),
  flighttime_decimal: z.number(),
});
export type CatchupFlight = z.infer<typeof catchupFlight>;

export const catchup = z.object({
  from: z.string(),
  to: z.string(),
  /** Canceled flights in the period. */
  canceled: int,
  /** Of those, how many a catch-up flight recovers. */
  scheduled: int,
  /** Catch-up flights (not canceled) in the period, recovering a canceled flight or not. */
  catchup_flights: int,
  /** Hours of the canceled flights, and of those recovered. */
  canceled_hours: z.number(),
  recovered_hours: z.number(),
  /** Each canceled flight of the period (by etd) with the catch-up flight recovering it, or null. */
  data: z.array(catchupFlight.extend({ catchup: catchupFlight.nullable() })),
});
export type Catchup = z.infer<typeof catchup>;

const periodHours = { flights: int, scheduled_hours: z.number(), flown_hours: z.number(), recorded_hours: z.number() };

export const fleetPeriodHours = z.object({
  from: z.string(),
  to: z.string(),
  data: z.array(
    z.object({
      fleet_id: int,
      registration: z.string(),
      fleet_type_code: z.string(),
      base_name_short: z.string(),
      status: z.string(),
      /** Flights that are not canceled in the period (and their hours); flown_hours: of those, up to today. */
      ...periodHours,
    }),
  ),
  totals: z.object(periodHours),
});
export type FleetPeriodHours = z.infer<typeof fleetPeriodHours>;

export const limitAlert = z.object({
  pilot_id: int,
  name: z.string(),
  crew_code: z.string(),
  rank: z.string(),
  base_name_short: z.string().nullable(),
  usage: z.array(windowUsage),
  /** The window with the highest usage. */
  worst: windowUsage,
});
export type LimitAlert = z.infer<typeof limitAlert>;
export const limitAlerts = z.object({ date: z.string(), data: z.array(limitAlert) });

export const expiringDocument = z.object({
  pilot_id: int,
  name: z.string(),
  crew_code: z.string(),
  document: z.enum(['licence', 'medical']),
  expiry: z.string(),
  /** Days from today; negative when expired. */
  days_left: int,
});
export type ExpiringDocument = z.infer<typeof expiringDocument>;
export const expiringDocuments = z.object({ total: int, data: z.array(expiringDocument) });
