// Booking manifests (issue 5): request bodies built on lib/rules/manifest.ts (spec 5's messages), and the
// shapes the API answers.
import { z } from 'zod';
import { MANIFEST_PAGE_SIZE, type ManifestDraft, type ManifestTotals, manifestErrors, manifestValues } from '@/lib/rules/manifest';
import { id } from '@/lib/schemas/fields';
import { legCodesShape, legTimesShape } from '@/lib/schemas/flight/shapes';

/** Text or digits as typed: the rule decides what is valid and says so with the spec's message. */
const loose = z.union([z.string(), z.number(), z.null()], { error: 'Must be text or a number' }).optional();

const entryShape = {
  type: loose,
  firstname: loose,
  lastname: loose,
  familyname: loose,
  weight: loose,
  bag: loose,
  bag_weight: loose,
  description: loose,
  status: loose,
};

function checkEntry(draft: ManifestDraft, ctx: z.RefinementCtx) {
  for (const [field, message] of Object.entries(manifestErrors(draft))) ctx.addIssue({ code: 'custom', path: [field], message });
}

/** A whole entry (the update's merged row is checked with this too). */
export const manifestEntry = z
  .strictObject(entryShape)
  .superRefine(checkEntry)
  .transform((draft) => manifestValues(draft));

/** POST /api/flight/manifest. */
export const manifestCreate = z
  .strictObject({ schedule: id('a schedule'), ...entryShape })
  .superRefine(checkEntry)
  .transform(({ schedule, ...draft }) => ({ schedule, ...manifestValues(draft) }));

/** PUT /api/flight/manifest/{id}: any of the fields; the row as it would be saved is checked whole. */
export const manifestUpdate = z.strictObject({ schedule: id('a schedule').optional(), ...entryShape });
export type ManifestUpdate = z.output<typeof manifestUpdate>;

export const manifestListQuery = z.strictObject({
  page: z.coerce.number({ error: 'page must be a number' }).int().min(1, { error: 'page must be at least 1' }).default(1),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int()
    .min(1, { error: 'limit must be at least 1' })
    .max(MANIFEST_PAGE_SIZE, { error: `limit may be at most ${MANIFEST_PAGE_SIZE}` })
    .default(MANIFEST_PAGE_SIZE),
  type: z.enum(['passenger', 'cargo'], { error: 'type must be passenger or cargo' }).optional(),
});

const manifestTotals = z.object({
  passengers: z.number(),
  bags: z.number(),
  passenger_weight: z.number(),
  bag_weight: z.number(),
  cargo_weight: z.number(),
  total_weight: z.number(),
  payload_kg: z.number().nullable(),
  over: z.boolean(),
}) satisfies z.ZodType<ManifestTotals>;

export const manifestRow = z.object({
  id: z.number(),
  type: z.enum(['passenger', 'cargo']),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  familyname: z.string().nullable(),
  weight: z.number(),
  schedule: z.number(),
  user: z.number().nullable(),
  user_name: z.string().nullable(),
  bag: z.number(),
  bag_weight: z.number(),
  description: z.string().nullable(),
  status: z.number(),
  created_at: z.string(),
});
export type ManifestRow = z.infer<typeof manifestRow>;

export const manifestScheduleHeader = z.object({
  id: z.number(),
  flight_number: z.string(),
  flight_date: z.string(),
  flight_status: z.number(),
  ...legCodesShape,
  dep_cityname: z.string().nullable(),
  dep_timezone: z.string().nullable(),
  arr_cityname: z.string().nullable(),
  arr_timezone: z.string().nullable(),
  ...legTimesShape,
  registration: z.string().nullable(),
  fleet_type_code: z.string().nullable(),
  payload_kg: z.number().nullable(),
});
export type ManifestScheduleHeader = z.infer<typeof manifestScheduleHeader>;

export const manifestList = z.object({
  schedule: manifestScheduleHeader,
  total: z.number(),
  data: z.array(manifestRow),
  totals: manifestTotals,
});
export type ManifestList = z.infer<typeof manifestList>;
