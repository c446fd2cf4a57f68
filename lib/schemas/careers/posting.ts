// Job postings (issue 14): the create/update bodies, the list query and the rows of the staff list and the
// public website. Description and requirements are rich text, sanitised by the server on every write.
// Client-safe.
import { z } from 'zod';
import { EMPLOYMENT_TYPES, HIRING_TRACKS } from '@/lib/rules/recruitment';
import { dayText, instantText } from '@/lib/schemas/answers';
import { day, id, idFilter, text } from '@/lib/schemas/fields';
import { listQuery } from '@/lib/schemas/list';

const RICH_TEXT_MAX = 20_000;
const richText = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .max(RICH_TEXT_MAX, { error: `${label} may have at most ${RICH_TEXT_MAX} characters` })
    .default('');

export const CLOSES_BEFORE_OPENS = 'The close date must be on or after the open date';

export const employmentType = z.enum(EMPLOYMENT_TYPES, { error: `Please choose an employment type (${EMPLOYMENT_TYPES.join(', ')})` });
export const hiringTrack = z.enum(HIRING_TRACKS, { error: 'Please choose local or expat hiring' });

const postingFields = z.strictObject({
  title: text('a title', 160),
  department: text('a department', 120),
  /** A base; null is head office. */
  base_id: id('a base').nullable().default(null),
  employment_type: employmentType,
  track: hiringTrack,
  description: richText('Description'),
  requirements: richText('Requirements'),
  opens_on: day('the open date'),
  closes_on: day('the close date'),
  published: z.boolean({ error: 'published must be true or false' }).default(false),
});

const datesInOrder = (v: { opens_on?: string; closes_on?: string }) => !v.opens_on || !v.closes_on || v.closes_on >= v.opens_on;

export const postingCreate = postingFields.refine(datesInOrder, { error: CLOSES_BEFORE_OPENS, path: ['closes_on'] });
export type PostingCreate = z.infer<typeof postingCreate>;
/** Any of the create fields; the dates are checked again against the stored ones. */
export const postingUpdate = postingFields
  .partial()
  .extend({
    description: z.string().max(RICH_TEXT_MAX).optional(),
    requirements: z.string().max(RICH_TEXT_MAX).optional(),
    base_id: id('a base').nullable().optional(),
    published: z.boolean({ error: 'published must be true or false' }).optional(),
  })
  .refine(datesInOrder, { error: CLOSES_BEFORE_OPENS, path: ['closes_on'] });

const yesNo = (name: string) =>
  z
    .enum(['true', 'false'], { error: `${name} must be true or false` })
    .transform((v) => v === 'true')
    .optional();

export const postingQuery = listQuery(['id', 'title', 'department', 'track', 'opens_on', 'closes_on', 'created_at']).extend({
  track: z.enum(HIRING_TRACKS, { error: 'track must be local or expat' }).optional(),
  published: yesNo('published'),
  /** Open on the office's today (WIB): opens_on <= today <= closes_on. */
  open: yesNo('open'),
  base: idFilter,
});

export const postingRow = z.object({
  id: z.number().int(),
  title: z.string(),
  department: z.string(),
  base_id: z.number().int().nullable(),
  /** The base's name, or 'Head office'. */
  location: z.string(),
  employment_type: z.enum(EMPLOYMENT_TYPES),
  track: z.enum(HIRING_TRACKS),
  description: z.string(),
  requirements: z.string(),
  opens_on: dayText,
  closes_on: dayText,
  published: z.boolean(),
  /** Within its dates on the office's today (WIB). */
  is_open: z.boolean(),
  created_at: instantText,
  updated_at: instantText,
  _count: z.object({ applications: z.number().int() }),
});
export type PostingRow = z.infer<typeof postingRow>;

/** What the public website reads (GET /api/public/careers): open and published postings, no internal fields. */
export const publicPostingRow = postingRow.pick({
  id: true,
  title: true,
  department: true,
  location: true,
  employment_type: true,
  track: true,
  description: true,
  requirements: true,
  opens_on: true,
  closes_on: true,
});
export type PublicPostingRow = z.infer<typeof publicPostingRow>;

export const publicPostingQuery = listQuery(['title', 'opens_on', 'closes_on']).extend({
  track: z.enum(HIRING_TRACKS, { error: 'track must be local or expat' }).optional(),
});
