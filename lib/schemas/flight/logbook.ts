// Crew logbooks (flight_logbooks): one entry per flight and crew member with the block times as flown.
import { z } from 'zod';
import { day, id, idFilter, instant, int, optionalText } from '@/lib/schemas/fields';
import { crewPairShape, flightAircraftShape, flightLegShape, logbookStateShape } from '@/lib/schemas/flight/shapes';
import { LIST_LIMIT_MAX } from '@/lib/schemas/list';

/** The longest block time one entry may record. */
export const MAX_BLOCK_HOURS = 24;

export const logbookCreate = z
  .strictObject({
    schedule_id: id('a flight'),
    pilot_id: id('a crew member'),
    block_off: instant(),
    block_on: instant(),
    landings: int(0, 50).default(1),
    remarks: optionalText(1000),
  })
  .refine((v) => Date.parse(v.block_on) > Date.parse(v.block_off), { error: 'Block on must be after block off', path: ['block_on'] })
  .refine((v) => Date.parse(v.block_on) - Date.parse(v.block_off) <= MAX_BLOCK_HOURS * 3_600_000, {
    error: `A block time may be at most ${MAX_BLOCK_HOURS} hours`,
    path: ['block_on'],
  });

const page = z.coerce
  .number({ error: 'page must be a whole number from 1' })
  .int()
  .min(1, { error: 'page must be a whole number from 1' })
  .default(1);
const limit = z.coerce
  .number({ error: `limit must be a whole number from 1 to ${LIST_LIMIT_MAX}` })
  .int()
  .min(1, { error: `limit must be a whole number from 1 to ${LIST_LIMIT_MAX}` })
  .max(LIST_LIMIT_MAX, { error: `limit may not exceed ${LIST_LIMIT_MAX}` })
  .default(50);

const range = {
  from: day().optional(),
  to: day().optional(),
};
const ordered = (v: { from?: string; to?: string }) => !v.from || !v.to || v.to >= v.from;
const ORDER = { error: 'to must not be before from', path: ['to'] };

export const logbookQuery = z
  .strictObject({
    ...range,
    fleet: idFilter,
    passed: z.enum(['0', '1'], { error: 'passed must be 0 or 1' }).optional(),
    page,
    limit,
  })
  .refine(ordered, ORDER);

export const logbookInfoQuery = z.strictObject({ ...range, fleet: idFilter }).refine(ordered, ORDER);

export const logbookPilotQuery = z.strictObject({ ...range, page, limit }).refine(ordered, ORDER);

// --- Answer shapes

/** A flight of the logbook list (flights up to today, not canceled). */
export const logbookFlightRow = z.object({
  ...flightLegShape,
  id: z.number(),
  ...crewPairShape,
  ...flightAircraftShape,
  ...logbookStateShape,
});
export type LogbookFlightRow = z.infer<typeof logbookFlightRow>;

export const logbookInfoAnswer = z.object({
  flights: z.number(),
  passed: z.number(),
  pending: z.number(),
  /** Scheduled flight hours of those flights. */
  hours: z.number(),
  /** Block hours the crews logged for them. */
  block_hours: z.number(),
});
export type LogbookInfo = z.infer<typeof logbookInfoAnswer>;

/** A crew member's logbook entry with its flight. */
export const pilotLogbookRow = z.object({
  ...flightLegShape,
  id: z.number(),
  schedule_id: z.number(),
  pilot_id: z.number(),
  seat: z.enum(['pilot', 'copilot']),
  block_off: z.string(),
  block_on: z.string(),
  block_hours: z.number(),
  landings: z.number(),
  remarks: z.string().nullable(),
  ...flightAircraftShape,
});
export type PilotLogbookRow = z.infer<typeof pilotLogbookRow>;
