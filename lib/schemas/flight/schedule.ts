// Route schedules (docs/flight-ops-contract.md, 'Route schedules'): request schemas and the row shape.
// Client-safe: the Routes & Schedules screen builds its forms and tables on these.
import { z } from 'zod';
import { FLIGHT_STATUS_MAX, FLIGHT_STATUS_MIN, FLIGHT_TYPES } from '@/lib/rules/flight';
import type { LimitKey, WindowUsage } from '@/lib/rules/flight-time-limits';
import type { Readiness } from '@/lib/rules/readiness';
import { isTimeOfDay } from '@/lib/rules/time-of-day';
import { day, INT4_MAX, id, idFilter, idParam, optionalText } from '@/lib/schemas/fields';
import { crewPairShape, flightAircraftShape, flightLegShape, flightTimeWindowsShape, logbookStateShape } from '@/lib/schemas/flight/shapes';
import { listQuery, pageParam } from '@/lib/schemas/list';

/** Flight numbers after trimming and upper-casing: letters, digits, '-' and spaces inside, 2-12 characters. */
export const FLIGHT_NUMBER = /^[A-Z0-9][A-Z0-9 -]{0,10}[A-Z0-9]$/;

/** An ISO 8601 instant with an offset (the other accepted form is 'HH:MM', isTimeOfDay). */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** A time of the flight: HH:MM at the airport (what staff type), or an instant with an offset (imports). */
const clock = (label: string, what: 'departure' | 'arrival') =>
  z
    .string({ error: `Please input ${label}` })
    .trim()
    .refine((v) => isTimeOfDay(v) || (ISO_INSTANT.test(v) && !Number.isNaN(Date.parse(v))), {
      error: `Enter the ${what} time as HH:MM`,
    });

const flightNumber = z
  .string({ error: 'Please input flight number' })
  .trim()
  .min(1, { error: 'Please input flight number' })
  .transform((v) => v.toUpperCase())
  .refine((v) => FLIGHT_NUMBER.test(v), { error: 'Enter the flight number as 2 to 12 letters and digits, such as SI 211' });

const optionalId = (label: string) => id(label).nullish();

const fields = {
  flight_number: flightNumber,
  flight_type: z.enum(FLIGHT_TYPES, { error: `Flight type must be one of: ${FLIGHT_TYPES.join(', ')}` }),
  flight_status: z
    .number({ error: 'Please input flight status' })
    .int({ error: 'Flight status must be a whole number from 0 to 5' })
    .min(FLIGHT_STATUS_MIN, { error: 'Flight status must be a whole number from 0 to 5' })
    .max(FLIGHT_STATUS_MAX, { error: 'Flight status must be a whole number from 0 to 5' }),
  flight_date: day(),
  etd: clock('ETD', 'departure'),
  eta: clock('ETA', 'arrival'),
  dep_airport_id: id('a departure airport'),
  arr_airport_id: id('an arrival airport'),
  fleet_id: id('an aircraft'),
  pilot_id: optionalId('a pilot'),
  copilot_id: optionalId('a copilot'),
  base_id: optionalId('a base'),
  area_id: optionalId('an area'),
  notes: optionalText(2000),
};

export const scheduleCreate = z.strictObject({ ...fields, flight_status: fields.flight_status.default(1) });
export const scheduleUpdate = z.strictObject(fields).partial();
export type ScheduleCreate = z.output<typeof scheduleCreate>;
export type ScheduleUpdate = z.output<typeof scheduleUpdate>;

export const SCHEDULE_SORTS = ['flight_date', 'flight_number', 'etd', 'flight_type', 'flight_status', 'registration'] as const;

export const scheduleQuery = listQuery(SCHEDULE_SORTS).extend({
  date: day().optional(),
  from: day().optional(),
  to: day().optional(),
  base: idFilter,
  area: idFilter,
  fleet: idFilter,
  pilot: idFilter,
  flight_type: z.string().trim().max(40).optional(),
  flight_status: z.coerce
    .number({ error: 'flight_status must be a whole number from 0 to 5' })
    .int({ error: 'flight_status must be a whole number from 0 to 5' })
    .min(0, { error: 'flight_status must be a whole number from 0 to 5' })
    .max(5, { error: 'flight_status must be a whole number from 0 to 5' })
    .optional(),
  readiness: z.enum(['0', '1'], { error: 'readiness must be 0 or 1' }).optional(),
});
export type ScheduleQuery = z.output<typeof scheduleQuery>;

export const BULK_MAX = 500;
export const scheduleBulk = z.strictObject({
  schedules: z
    .array(scheduleCreate, { error: 'Please input schedules' })
    .min(1, { error: 'Please input at least one schedule' })
    .max(BULK_MAX, { error: `At most ${BULK_MAX} schedules at once` }),
});

export const scheduleBulkDelete = z.strictObject({
  day: day(),
  base_id: optionalId('a base'),
  fleet_id: optionalId('an aircraft'),
});

const pagedOnly = {
  page: pageParam,
  limit: z.coerce
    .number({ error: 'limit must be a whole number from 1 to 1000' })
    .int()
    .min(1, { error: 'limit must be a whole number from 1 to 1000' })
    .max(1000, { error: 'limit may not exceed 1000' })
    .default(100),
};

export const pilotFlightsQuery = z.strictObject({ ...pagedOnly, from: day().optional(), to: day().optional() });
export const pilotFlightsParams = z.strictObject({ pid: idParam() });
export const flightNumberQuery = z.strictObject(pagedOnly);
export const flightNumberParams = z.strictObject({
  n: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .refine((v) => FLIGHT_NUMBER.test(v)),
});

export const pilotHoursQuery = z.strictObject({
  date: day().optional(),
  add: z.coerce
    .number({ error: 'add must be a number of hours from 0 to 24' })
    .min(0, { error: 'add must be a number of hours from 0 to 24' })
    .max(24, { error: 'add must be a number of hours from 0 to 24' })
    .default(0),
  exclude: z.coerce.number({ error: 'exclude must be a schedule id' }).int().positive().max(INT4_MAX).optional(),
});

/** A crew member's use of one flight-time window. */
export const windowUsage = z.object({
  key: z.enum(['fl7', 'fl30', 'fl90', 'fl365'] satisfies LimitKey[]),
  days: z.number().int(),
  used: z.number(),
  limit: z.number(),
  remaining: z.number(),
  fraction: z.number(),
  flagged: z.boolean(),
  exceeded: z.boolean(),
}) satisfies z.ZodType<WindowUsage>;

const readiness = z.object({ light: z.enum(['green', 'red', 'amber']), reasons: z.array(z.string()) }) satisfies z.ZodType<Readiness>;

export const scheduleRow = z.object({
  ...flightLegShape,
  id: z.number(),
  dep_airport_id: z.number(),
  dep_cityname: z.string(),
  arr_airport_id: z.number(),
  arr_cityname: z.string(),
  ...crewPairShape,
  base_id: z.number(),
  base_name: z.string(),
  area_id: z.number(),
  area_name: z.string(),
  ...flightAircraftShape,
  fleet_type_id: z.number(),
  payload_kg: z.number(),
  ...logbookStateShape,
  notes: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  readiness: readiness.optional(),
});
export type ScheduleRow = z.infer<typeof scheduleRow>;

export const pilotHours = z.object({
  pilot_id: z.number(),
  date: z.string(),
  ...flightTimeWindowsShape,
  usage: z.array(windowUsage),
  peak: z.array(windowUsage),
  after: z.array(windowUsage),
});
export type PilotHours = z.infer<typeof pilotHours>;

/** Columns of the import file and of /samples/route-schedule.csv, in order. */
export const IMPORT_COLUMNS = [
  'flight_date',
  'flight_number',
  'flight_type',
  'flight_status',
  'dep',
  'arr',
  'etd',
  'eta',
  'aircraft',
  'pilot',
  'copilot',
  'base',
  'notes',
] as const;

export type ImportAction = 'create' | 'update' | 'unchanged' | 'error';

export const importRowResult = z.object({
  line: z.number(),
  action: z.enum(['create', 'update', 'unchanged', 'error']),
  flight_number: z.string(),
  flight_date: z.string(),
  message: z.string().optional(),
});
export type ImportRowResult = z.infer<typeof importRowResult>;

export const importDryRun = z.object({
  dry_run: z.literal(true),
  created: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  errors: z.number(),
  rows: z.array(importRowResult),
});
export type ImportDryRun = z.infer<typeof importDryRun>;
