// Candidates and their applications (issue 14): POST /api/user/candidate (create, or update with id),
// POST /api/user/applications, the list queries and the rows. Email stored in lower case, phone
// normalised to a leading 62 (spec 5), nationality an alpha-2 code of GET /api/country. Client-safe.
import { z } from 'zod';
import { APPLICATION_STATUSES } from '@/lib/rules/recruitment';
import { dayText, instantText } from '@/lib/schemas/answers';
import { countryCode, phoneField } from '@/lib/schemas/customer';
import { day, id, idFilter, text } from '@/lib/schemas/fields';
import { listQuery } from '@/lib/schemas/list';

export const DOCUMENT_KINDS = ['cv', 'licence', 'medical', 'passport', 'visa', 'other'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export const DOCUMENT_KIND_LABEL: Record<DocumentKind, string> = {
  cv: 'CV',
  licence: 'Licence',
  medical: 'Medical certificate',
  passport: 'Passport',
  visa: 'Visa',
  other: 'Other',
};

const candidateEmail = z
  .string({ error: 'Please input an email' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'Please input an email' })
  .max(320, { error: 'Email may have at most 320 characters' })
  .pipe(z.email({ error: 'Please input a valid email (e.g. budi@example.co.id)' }));

const birthDate = day('the date of birth')
  .refine((v) => v >= '1940-01-01' && v <= new Date().toISOString().slice(0, 10), {
    error: 'The date of birth must be a past date after 1940',
  })
  .nullish()
  .transform((v) => v ?? null);

const documentRef = z.strictObject({
  upload_id: z.uuid({ error: 'Please upload the file first (POST /api/upload) and send its id' }),
  kind: z.enum(DOCUMENT_KINDS, { error: `Please choose the kind of document (${DOCUMENT_KINDS.join(', ')})` }),
});

/** A candidate's own details: the body of a new candidate, and what an application may carry instead of candidate_id. */
export const candidateDetails = {
  name: text('the name', 120),
  email: candidateEmail,
  phone: phoneField,
  nationality: countryCode.nullish().transform((v) => v ?? null),
  date_of_birth: birthDate,
};

/** POST /api/user/candidate: a new candidate, or (with id) an update of one. documents, when sent, is the full list. */
export const candidateSave = z.strictObject({
  id: id('a candidate').optional(),
  ...candidateDetails,
  documents: z.array(documentRef).max(30, { error: 'A candidate may have at most 30 documents' }).optional(),
});
export type CandidateSave = z.infer<typeof candidateSave>;

export const candidateQuery = listQuery(['id', 'name', 'email', 'created_at', 'updated_at']).extend({
  posting: idFilter,
});

export const candidateRow = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  nationality: z.string().nullable(),
  nationality_name: z.string().nullable(),
  date_of_birth: dayText.nullable(),
  erased_at: instantText.nullable(),
  created_at: instantText,
  updated_at: instantText,
  _count: z.object({ applications: z.number().int(), documents: z.number().int() }),
});
export type CandidateRow = z.infer<typeof candidateRow>;

/** 409 candidate_exists: the candidates already known by the email, proposed for linking (send candidate_id). */
export const candidateMatch = z.object({ id: z.number().int(), name: z.string(), email: z.string() });
export type CandidateMatch = z.infer<typeof candidateMatch>;

const statusCode = z.union(APPLICATION_STATUSES.map((s) => z.literal(s)));

export const historyRow = z.object({
  id: z.number().int(),
  action: z.string(),
  from_status: z.number().int().nullable(),
  to_status: z.number().int().nullable(),
  reason: z.string().nullable(),
  note: z.string().nullable(),
  user_name: z.string().nullable(),
  created_at: instantText,
});
export type HistoryRow = z.infer<typeof historyRow>;

export const applicationRow = z.object({
  id: z.number().int(),
  posting_id: z.number().int(),
  posting_title: z.string(),
  track: z.string(),
  candidate_id: z.number().int(),
  candidate_name: z.string(),
  email: z.string().nullable(),
  status: statusCode,
  status_text: z.string(),
  decline_reason: z.string().nullable(),
  created_at: instantText,
  updated_at: instantText,
});
export type ApplicationRow = z.infer<typeof applicationRow>;

export const applicationQuery = listQuery(['id', 'status', 'created_at', 'updated_at']).extend({
  posting: idFilter,
  candidate: idFilter,
  status: z.coerce
    .number({ error: `status must be one of ${APPLICATION_STATUSES.join(', ')}` })
    .pipe(statusCode)
    .optional(),
});

/** GET /api/user/candidate/{id}: the candidate with documents and applications (each with its history, oldest first). */
export const candidateDetail = candidateRow.extend({
  documents: z.array(
    z.object({
      id: z.number().int(),
      upload_id: z.string(),
      kind: z.enum(DOCUMENT_KINDS),
      name: z.string(),
      size: z.number().int(),
      mime: z.string(),
      url: z.string(),
      created_at: instantText,
    }),
  ),
  applications: z.array(applicationRow.extend({ history: z.array(historyRow) })),
});
export type CandidateDetail = z.infer<typeof candidateDetail>;

/**
 * POST /api/user/applications: a candidate applies to a posting. Either candidate_id (an existing
 * candidate, e.g. the one a 409 candidate_exists proposed) or the new candidate's details.
 */
export const applicationCreate = z
  .strictObject({
    posting_id: id('a posting'),
    candidate_id: id('a candidate').optional(),
    name: candidateDetails.name.optional(),
    email: candidateEmail.optional(),
    phone: phoneField,
    nationality: candidateDetails.nationality,
    date_of_birth: birthDate,
    documents: candidateSave.shape.documents,
  })
  .superRefine((v, ctx) => {
    if (v.candidate_id !== undefined) {
      if (v.name !== undefined || v.email !== undefined)
        ctx.addIssue({ code: 'custom', path: ['candidate_id'], message: "Send either candidate_id or the candidate's details, not both" });
      return;
    }
    if (v.name === undefined) ctx.addIssue({ code: 'custom', path: ['name'], message: 'Please input the name (or send candidate_id)' });
    if (v.email === undefined) ctx.addIssue({ code: 'custom', path: ['email'], message: 'Please input an email (or send candidate_id)' });
  });
export type ApplicationCreate = z.infer<typeof applicationCreate>;
