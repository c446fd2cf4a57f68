// The structured form a candidate fills in (issue 14): personal data, education, work history, and for
// pilots their licence and hours, for expats their passport and visa. One schema for
// GET/PUT /api/user/candidate-forms/{id} and the candidate page's form. Every part may be left empty
// (a form is filled over several calls); what is filled must make sense. Client-safe.
import { z } from 'zod';
import { fmt } from '@/lib/format/numbers';
import { instantText } from '@/lib/schemas/answers';
import { phoneField } from '@/lib/schemas/customer';
import { day, optionalText, sentence } from '@/lib/schemas/fields';

export const MARITAL_STATUSES = ['single', 'married', 'divorced', 'widowed'] as const;
export const MARITAL_STATUS_LABEL: Record<(typeof MARITAL_STATUSES)[number], string> = {
  single: 'Single',
  married: 'Married',
  divorced: 'Divorced',
  widowed: 'Widowed',
};
export const LICENCE_TYPES = ['SPL', 'PPL', 'CPL', 'MPL', 'ATPL'] as const;
export const LICENCE_TYPE_LABEL: Record<(typeof LICENCE_TYPES)[number], string> = {
  SPL: 'SPL (student)',
  PPL: 'PPL (private)',
  CPL: 'CPL (commercial)',
  MPL: 'MPL (multi-crew)',
  ATPL: 'ATPL (airline transport)',
};
export const VISA_STATUSES = ['not_required', 'none', 'applied', 'granted', 'expired'] as const;
export const VISA_STATUS_LABEL: Record<(typeof VISA_STATUSES)[number], string> = {
  not_required: 'Not required',
  none: 'None yet',
  applied: 'Applied',
  granted: 'Granted (KITAS)',
  expired: 'Expired',
};

const thisYear = () => new Date().getUTCFullYear();

/** An empty input ('' as a form holds it) is none. */
const emptyIsNone = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? null : v), schema.nullish()).transform((v) => v ?? null);

/** A choice of a list; empty is none. */
const choice = <const T extends readonly [string, ...string[]]>(label: string, values: T) =>
  emptyIsNone(z.enum(values, { error: `Please choose ${label}` }));

const wholeNumber = (label: string, min: number, max: number) =>
  emptyIsNone(
    z
      .number({ error: `${sentence(label)} must be a number` })
      .int({ error: `${sentence(label)} must be a whole number` })
      .min(min, { error: `${sentence(label)} must be at least ${min}` })
      .max(max, { error: `${sentence(label)} may be at most ${fmt(max)}` }),
  );

const optionalDay = (label: string) => emptyIsNone(day(label));

/** 'YYYY-MM', as a month input holds it. */
const month = (label: string) =>
  emptyIsNone(
    z
      .string({ error: `${sentence(label)} must be a month (YYYY-MM)` })
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: `${sentence(label)} must be a month (YYYY-MM)` }),
  );

const needed = (label: string, max = 200) =>
  z
    .string({ error: `Please input ${label}` })
    .trim()
    .min(1, { error: `Please input ${label}` })
    .max(max, { error: `${sentence(label)} may have at most ${max} characters` });

export const educationEntry = z.strictObject({
  school: needed('the school or university'),
  degree: needed('the degree or certificate (e.g. S1 Teknik Penerbangan)'),
  year: z
    .number({ error: 'Please input the year of graduation' })
    .int({ error: 'The year must be a whole number' })
    .min(1950, { error: 'The year must be 1950 or later' })
    .refine((y) => y <= thisYear() + 6, { error: 'The year may be at most six years ahead (expected graduation)' }),
});

export const workEntry = z
  .strictObject({
    employer: needed('the employer'),
    position: needed('the position'),
    from: month('the start month').refine((v) => v !== null, { error: 'Please input the start month' }),
    /** Empty: still working there. */
    to: month('the end month'),
  })
  .refine((w) => !w.from || !w.to || w.to >= w.from, { error: 'The end month must be on or after the start month', path: ['to'] });

export const candidateForm = z.strictObject({
  personal: z
    .strictObject({
      address: optionalText('the address', 500),
      marital_status: choice('a marital status', MARITAL_STATUSES),
      emergency_name: optionalText('the emergency contact', 120),
      emergency_relationship: optionalText('the relationship', 60),
      emergency_phone: phoneField,
    })
    .refine((p) => !p.emergency_name || p.emergency_phone, {
      error: "Please input the emergency contact's phone",
      path: ['emergency_phone'],
    })
    .default({ address: null, marital_status: null, emergency_name: null, emergency_relationship: null, emergency_phone: null }),
  education: z.array(educationEntry).max(10, { error: 'At most 10 schools' }).default([]),
  work: z.array(workEntry).max(15, { error: 'At most 15 jobs' }).default([]),
  pilot: z
    .strictObject({
      licence_type: choice('a licence type', LICENCE_TYPES),
      licence_number: optionalText('the licence number', 40),
      total_hours: wholeNumber('total hours', 0, 40_000),
      type_hours: wholeNumber('hours on type', 0, 40_000),
      aircraft_type: optionalText('the aircraft type', 60),
    })
    .superRefine((p, ctx) => {
      if (p.licence_type && !p.licence_number)
        ctx.addIssue({ code: 'custom', path: ['licence_number'], message: `Please input the ${p.licence_type} licence number` });
      if (p.licence_number && !p.licence_type)
        ctx.addIssue({ code: 'custom', path: ['licence_type'], message: 'Please choose the licence type of this number' });
      if (p.type_hours !== null && p.total_hours !== null && p.type_hours > p.total_hours)
        ctx.addIssue({ code: 'custom', path: ['type_hours'], message: `Hours on type cannot exceed total hours (${p.total_hours})` });
      if (p.type_hours && !p.aircraft_type)
        ctx.addIssue({
          code: 'custom',
          path: ['aircraft_type'],
          message: 'Please input the aircraft type of these hours (e.g. ATR 72-600)',
        });
    })
    .default({ licence_type: null, licence_number: null, total_hours: null, type_hours: null, aircraft_type: null }),
  expat: z
    .strictObject({
      passport_number: optionalText('the passport number', 20),
      passport_expiry: optionalDay('the passport expiry'),
      visa_status: choice('a visa status', VISA_STATUSES),
    })
    .refine((e) => !e.passport_number || e.passport_expiry, { error: 'Please input the passport expiry date', path: ['passport_expiry'] })
    .default({ passport_number: null, passport_expiry: null, visa_status: null }),
});
export type CandidateForm = z.infer<typeof candidateForm>;
export type CandidateFormInput = z.input<typeof candidateForm>;

/** An empty form (what GET answers before anything was saved). */
export const emptyCandidateForm = (): CandidateForm => candidateForm.parse({});

/** GET /api/user/candidate-forms/{id}. */
export const candidateFormAnswer = z.object({
  candidate_id: z.number().int(),
  data: candidateForm,
  updated_at: instantText.nullable(),
  updated_by: z.string().nullable(),
});
