// The recruitment pipeline (issue 14, spec 7 recruiting): the board of a posting's applications by status,
// a status move of one application or of many at once, and the erasure of a candidate's personal data.
// Requests and answers. Client-safe.
import { z } from 'zod';
import {
  APPLICATION_STATUS_LABEL,
  APPLICATION_STATUSES,
  type ApplicationStatus,
  DECLINE_REASONS,
  HIRING_TRACKS,
} from '@/lib/rules/recruitment';
import { dayText, instantText } from '@/lib/schemas/answers';
import { id, idFilter, optionalText } from '@/lib/schemas/fields';
import { pageParam } from '@/lib/schemas/list';

/** Applications per posting on one page of GET /api/recruiting, unless ?limit= says otherwise. */
export const PIPELINE_PAGE = 200;
export const PIPELINE_LIMIT_MAX = 1000;
/** Applications one bulk move may name. */
export const BULK_MAX = 500;

const STATUS_MESSAGE = `status must be one of ${APPLICATION_STATUSES.map((s) => `${s} (${APPLICATION_STATUS_LABEL[s]})`).join(', ')}`;
export const applicationStatus = z.literal(APPLICATION_STATUSES, { error: STATUS_MESSAGE });

export const pipelineQuery = z.strictObject({
  posting_id: idFilter,
  status: z.coerce.number({ error: STATUS_MESSAGE }).pipe(applicationStatus).optional(),
  /** Part of the candidate's name or email, any case. */
  q: z.string().trim().max(200).optional(),
  page: pageParam,
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${PIPELINE_LIMIT_MAX}` })
    .int()
    .min(1, { error: `limit must be a whole number from 1 to ${PIPELINE_LIMIT_MAX}` })
    .max(PIPELINE_LIMIT_MAX, { error: `limit may not exceed ${PIPELINE_LIMIT_MAX}` })
    .default(PIPELINE_PAGE),
});
export type PipelineQuery = z.output<typeof pipelineQuery>;

/** What a move carries besides the target status: a note, and the reason when declining. */
const moveFields = {
  status: applicationStatus,
  note: optionalText(1000),
  reason: z.enum(DECLINE_REASONS, { error: 'Please choose a reason from the list' }).nullish(),
};

type Move = { status: ApplicationStatus; reason?: string | null };
function declineNeedsReason(move: Move, ctx: z.RefinementCtx) {
  if (move.status === 99 && !move.reason)
    ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Please choose a reason for declining' });
  if (move.status !== 99 && move.reason)
    ctx.addIssue({ code: 'custom', path: ['reason'], message: 'A reason is given only when declining' });
}

export const statusUpdate = z
  .strictObject({
    id: id('an application'),
    ...moveFields,
    /** The status the client saw: when the application has moved on since, the move is refused (409). */
    from: applicationStatus.optional(),
  })
  .superRefine(declineNeedsReason);
export type StatusUpdate = z.input<typeof statusUpdate>;

export const bulkStatusUpdate = z
  .strictObject({
    ids: z
      .array(id('an application'), { error: 'ids must be a list of application ids' })
      .min(1, { error: 'Please select at least one application' })
      .max(BULK_MAX, { error: `At most ${BULK_MAX} applications at once` })
      .refine((ids) => new Set(ids).size === ids.length, { error: 'An application is listed twice' }),
    ...moveFields,
  })
  .superRefine(declineNeedsReason);
export type BulkStatusUpdate = z.input<typeof bulkStatusUpdate>;

export const erasureRequest = z.strictObject({ candidate_id: id('a candidate') });

export const pipelineApplication = z.object({
  id: z.number().int(),
  candidate_id: z.number().int(),
  candidate_name: z.string(),
  /** The email the application was made with; null once the candidate is erased. */
  email: z.string().nullable(),
  status: applicationStatus,
  decline_reason: z.string().nullable(),
  /** The candidate's personal data was erased on request (a placeholder remains). */
  erased: z.boolean(),
  updated_at: instantText,
});
export type PipelineApplication = z.infer<typeof pipelineApplication>;

export const pipelinePosting = z.object({
  posting: z.object({
    id: z.number().int(),
    title: z.string(),
    track: z.enum(HIRING_TRACKS),
    department: z.string(),
    closes_on: dayText,
  }),
  /** Every status of spec 4 in order, zeros included: all the posting's applications, whatever the filters. */
  counts: z.array(z.object({ status: applicationStatus, count: z.number().int() })),
  /** The posting's applications matching status and q: their number, and the page asked for (newest change first). */
  applications: z.object({
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
    data: z.array(pipelineApplication),
  }),
});
export type PipelinePosting = z.infer<typeof pipelinePosting>;

export const pipelineAnswer = z.object({ total: z.number().int(), data: z.array(pipelinePosting) });
export type PipelineAnswer = z.infer<typeof pipelineAnswer>;

export const moveAnswer = z.object({
  id: z.number().int(),
  status: applicationStatus,
  decline_reason: z.string().nullable(),
  updated_at: instantText,
});
export const bulkAnswer = z.object({ affected: z.number().int(), ids: z.array(z.number().int()) });
export const erasureAnswer = z.object({ id: z.number().int(), erased_at: instantText, applications: z.number().int() });
