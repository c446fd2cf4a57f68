// Crew (pilots) and their qualifications: type ratings (pilot_aircraft) and airport qualifications
// (pilot_airports). Request schemas and the answer shapes of docs/flight-ops-contract.md, section Crew.
import { z } from 'zod';
import type { DocumentState } from '@/lib/rules/crew-documents';
import { isPhone, normalisePhone } from '@/lib/rules/phone';
import { PILOT_RANKS, PILOT_STATUSES } from '@/lib/rules/pilot';
import { dayText } from '@/lib/schemas/answers';
import { day, id, idFilter, text } from '@/lib/schemas/fields';
import { airportCodesShape, flightTimeWindowsShape, validityInput, validityShape } from '@/lib/schemas/flight/shapes';
import { listQuery } from '@/lib/schemas/list';

export { PILOT_RANKS, PILOT_STATUSES, type PilotRank, type PilotStatus, RANK_LABELS } from '@/lib/rules/pilot';

export const CREW_CODE = /^[A-Z0-9]{2,6}$/;

const phone = z
  .string({ error: 'phone must be text' })
  .nullish()
  .transform((v) => (v === undefined ? undefined : normalisePhone(v)))
  .refine((v) => v == null || isPhone(v), { error: 'Please input a phone number such as 0812 3456 7890' });

const email = z
  .string({ error: 'email must be text' })
  .trim()
  .max(320, { error: 'email may have at most 320 characters' })
  .nullish()
  .transform((v) => (v === undefined ? undefined : v || null))
  .refine((v) => v == null || z.email().safeParse(v).success, { error: 'Please input a valid email address' });

/** A set of ids sent as an array: the set of qualifications it becomes (duplicates collapse). */
const idSet = (field: string, label: string) =>
  z
    .array(id(label), { error: `${field} must be a list of ids` })
    .max(1000, { error: `${field} may list at most 1000 ids` })
    .transform((ids) => [...new Set(ids)]);

const pilotFields = {
  name: text(100),
  crew_code: z
    .string({ error: 'Please input crew code' })
    .trim()
    .toUpperCase()
    .regex(CREW_CODE, { error: 'Crew code must be 2 to 6 letters or digits' }),
  rank: z.enum(PILOT_RANKS, { error: 'rank must be captain or first_officer' }).default('captain'),
  licence_number: z
    .string({ error: 'Please input licence number' })
    .trim()
    .toUpperCase()
    .min(1, { error: 'Please input licence number' })
    .max(50, { error: 'licence number may have at most 50 characters' }),
  licence_expiry: day(),
  medical_expiry: day(),
  base_id: id('a home base').nullish(),
  phone,
  email,
  status: z.enum(PILOT_STATUSES, { error: 'status must be active or inactive' }).default('active'),
  // When given, the type ratings / airport qualifications become exactly these (in the same transaction).
  fleet_type_ids: idSet('fleet_type_ids', 'an aircraft type').optional(),
  airport_ids: idSet('airport_ids', 'an airport').optional(),
};

export const pilotCreate = z.strictObject(pilotFields);
export const pilotUpdate = z
  .strictObject({
    ...pilotFields,
    rank: pilotFields.rank.removeDefault(),
    status: pilotFields.status.removeDefault(),
  })
  .partial();

export const PILOT_SORTS = ['name', 'crew_code', 'licence_expiry', 'medical_expiry', 'fl7', 'fl30', 'fl90', 'fl365'] as const;

export const pilotQuery = listQuery(PILOT_SORTS).extend({
  base: idFilter,
  status: z.enum(PILOT_STATUSES, { error: 'status must be active or inactive' }).optional(),
  rank: z.enum(PILOT_RANKS, { error: 'rank must be captain or first_officer' }).optional(),
  fleet_type: idFilter,
  flagged: z.enum(['0', '1'], { error: 'flagged must be 0 or 1' }).optional(),
});

/** load-pilot: the active crew for pickers (the reference list loads it with ?limit=10000). */
export const loadPilotQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(10000).default(10000),
  base: idFilter,
  fleet_type: idFilter,
});

// --- Qualifications
const notBefore = (v: { since?: string | null; valid_until?: string | null }) => !v.since || !v.valid_until || v.valid_until >= v.since;
const VALID_UNTIL = { error: 'valid until must not be before since', path: ['valid_until'] };

/** A qualification body: what it is on, and when it starts and ends. */
const qualification = <S extends z.ZodRawShape>(on: S) => z.strictObject({ ...on, ...validityInput });
const crewMember = id('a crew member');
const aircraftType = id('an aircraft type');
const airport = id('an airport');

export const pilotAircraftCreate = qualification({ pilot_id: crewMember, fleet_type_id: aircraftType }).refine(notBefore, VALID_UNTIL);
export const pilotAircraftUpdate = qualification({ fleet_type_id: aircraftType.optional() }).refine(notBefore, VALID_UNTIL);
export const pilotAirportCreate = qualification({ pilot_id: crewMember, airport_id: airport }).refine(notBefore, VALID_UNTIL);
export const pilotAirportUpdate = qualification({ airport_id: airport.optional() }).refine(notBefore, VALID_UNTIL);

export const qualificationQuery = listQuery(['id']).extend({ pilot: idFilter });

// --- Answer shapes
export type { DocumentState };

const int = z.number().int();
const documentStateSchema = z.enum(['ok', 'expiring', 'expired'] satisfies DocumentState[]);

export const pilotRow = z.object({
  id: int,
  name: z.string(),
  crew_code: z.string(),
  rank: z.enum(PILOT_RANKS),
  licence_number: z.string(),
  licence_expiry: dayText,
  medical_expiry: dayText,
  base_id: int.nullable(),
  base_name: z.string().nullable(),
  base_name_short: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  status: z.enum(PILOT_STATUSES),
  fleet_types: z.array(z.object({ id: int, code: z.string() })),
  licence_state: documentStateSchema,
  medical_state: documentStateSchema,
  ...flightTimeWindowsShape,
  flagged: z.boolean(),
  exceeded: z.boolean(),
});
export type PilotRow = z.infer<typeof pilotRow>;

export const loadPilotRow = z.object({
  id: int,
  name: z.string(),
  crew_code: z.string(),
  rank: z.enum(PILOT_RANKS),
  base_id: int.nullable(),
  fleet_type_ids: z.array(int),
});
export type LoadPilotRow = z.infer<typeof loadPilotRow>;

export const pilotAircraftRow = z.object({
  id: int,
  pilot_id: int,
  fleet_type_id: int,
  code: z.string(),
  name: z.string(),
  ...validityShape,
});
export type PilotAircraftRow = z.infer<typeof pilotAircraftRow>;

export const pilotAirportRow = z.object({
  id: int,
  pilot_id: int,
  airport_id: int,
  ...airportCodesShape,
  ...validityShape,
});
export type PilotAirportRow = z.infer<typeof pilotAirportRow>;

export const checkedOut = z.object({
  pilot_id: int,
  aircraft: z.array(pilotAircraftRow.omit({ pilot_id: true })),
  airports: z.array(pilotAirportRow.omit({ pilot_id: true })),
});
export type CheckedOut = z.infer<typeof checkedOut>;
