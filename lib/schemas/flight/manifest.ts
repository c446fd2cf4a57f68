// Booking manifests (issue 5): request bodies built on lib/rules/manifest.ts (spec 5's messages), and the
// shapes the API answers.
import { z } from 'zod';
import {
  MANIFEST_PAGE_SIZE,
  type ManifestDraft,
  type ManifestTotals,
  type ManifestType,
  manifestErrors,
  manifestValues,
} from '@/lib/rules/manifest';
import { id } from '@/lib/schemas/fields';

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

export interface ManifestRow {
  id: number;
  type: ManifestType;
  firstname: string | null;
  lastname: string | null;
  familyname: string | null;
  weight: number;
  schedule: number;
  user: number | null;
  user_name: string | null;
  bag: number;
  bag_weight: number;
  description: string | null;
  status: number;
  created_at: string;
}

export interface ManifestScheduleHeader {
  id: number;
  flight_number: string;
  flight_date: string;
  flight_status: number;
  dep_iata: string | null;
  dep_icao: string | null;
  dep_cityname: string | null;
  dep_timezone: string | null;
  arr_iata: string | null;
  arr_icao: string | null;
  arr_cityname: string | null;
  arr_timezone: string | null;
  etd: string;
  eta: string;
  etd_local: string;
  eta_local: string;
  registration: string | null;
  fleet_type_code: string | null;
  payload_kg: number | null;
}

export interface ManifestList {
  schedule: ManifestScheduleHeader;
  total: number;
  data: ManifestRow[];
  totals: ManifestTotals;
}
