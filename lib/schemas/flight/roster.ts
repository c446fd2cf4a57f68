// The duty roster (pilot_schedules): one entry per crew member and day. Requests of /api/pilot/schedule*.
// base_id and status pass through spec 5's single-update normalisation on the server
// (normalizeScheduleUpdate: a base below 1 becomes none, a negative status becomes empty).
import { z } from 'zod';
import { DUTY_STATUS_MAX } from '@/lib/rules/duty-status';
import { day, INT4_MAX, id, idFilter, optionalText } from '@/lib/schemas/fields';

/** The longest range a roster read or a bulk write may cover. */
export const ROSTER_MAX_DAYS = 400;
/** The most entries one bulk write may upsert (crew members x days). */
export const ROSTER_BULK_MAX_ENTRIES = 20_000;
export const ROSTER_BULK_MAX_PILOTS = 200;

const DAY_MS = 86_400_000;
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

const rangeChecks = <T extends { from?: string; to?: string }>(schema: z.ZodType<T>) =>
  schema
    .refine((v) => !v.from || !v.to || v.to >= v.from, { error: 'to must not be before from', path: ['to'] })
    .refine((v) => !v.from || !v.to || daysBetween(v.from, v.to) < ROSTER_MAX_DAYS, {
      error: `The range may cover at most ${ROSTER_MAX_DAYS} days`,
      path: ['to'],
    });

/** Spec 5 accepts any whole number here and normalises it: below 1 is no base. */
const looseBase = z.number({ error: 'Base must be a number' }).int({ error: 'Base must be a whole number' }).max(INT4_MAX).nullish();
/** Negative is empty (null); above 11 is not a duty status. */
const looseStatus = z
  .number({ error: 'Please choose a duty status' })
  .int({ error: 'Status must be a whole number' })
  .max(DUTY_STATUS_MAX, { error: `Status must be a duty status from 0 to ${DUTY_STATUS_MAX}` })
  .nullable();

export const rosterQuery = rangeChecks(
  z.strictObject({
    from: day().optional(),
    to: day().optional(),
    base: idFilter,
    pilot: idFilter,
  }),
);

export const rosterPilotQuery = rangeChecks(
  z.strictObject({
    from: day().optional(),
    to: day().optional(),
  }),
);

export const rosterCreate = z.strictObject({
  pilot_id: id('a crew member'),
  duty_date: day(),
  base_id: looseBase,
  status: looseStatus,
  notes: optionalText(500),
});

export const rosterUpdate = z.strictObject({
  base_id: looseBase,
  status: looseStatus.optional(),
  notes: optionalText(500).optional(),
});

export const rosterBulk = z
  .strictObject({
    pilot_ids: z
      .array(id('a crew member'), { error: 'Please choose the crew members' })
      .min(1, { error: 'Please choose the crew members' })
      .max(ROSTER_BULK_MAX_PILOTS, { error: `At most ${ROSTER_BULK_MAX_PILOTS} crew members at once` }),
    from: day(),
    to: day(),
    status: looseStatus,
    base_id: looseBase,
    notes: optionalText(500),
    /** 0 = Sunday .. 6 = Saturday; all days when absent or empty. */
    weekdays: z
      .array(
        z
          .number()
          .int()
          .min(0, { error: 'weekdays are 0 (Sunday) to 6 (Saturday)' })
          .max(6, { error: 'weekdays are 0 (Sunday) to 6 (Saturday)' }),
      )
      .max(7)
      .optional(),
  })
  .refine((v) => v.to >= v.from, { error: 'to must not be before from', path: ['to'] })
  .refine((v) => daysBetween(v.from, v.to) < ROSTER_MAX_DAYS, {
    error: `The range may cover at most ${ROSTER_MAX_DAYS} days`,
    path: ['to'],
  })
  .refine((v) => new Set(v.pilot_ids).size * (daysBetween(v.from, v.to) + 1) <= ROSTER_BULK_MAX_ENTRIES, {
    error: `At most ${ROSTER_BULK_MAX_ENTRIES} entries (crew members x days) at once`,
    path: ['pilot_ids'],
  });

export const rosterPacked = z.object({
  total: z.number(),
  /** The packed string of lib/rules/pilot-schedule.ts. */
  data: z.string(),
});
export type RosterPacked = z.infer<typeof rosterPacked>;
