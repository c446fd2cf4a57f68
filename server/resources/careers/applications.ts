// Applications (issue 14): GET /api/user/applications (scoped to the caller's tracks) and POST (a
// candidate applies to a posting). No application to an unpublished posting or outside its dates; one
// per email and posting (the unique index job_applications(posting_id, email) decides between concurrent
// requests); each new application writes a 'created' history row.
import type { z } from 'zod';
import { fmtDay, today } from '@/lib/format/dates';
import type { Prisma } from '@/lib/generated/prisma/client';
import { APPLICATION_STATUS } from '@/lib/rules/recruitment';
import { type ApplicationCreate, applicationQuery, applicationRow } from '@/lib/schemas/careers/candidate';
import type { CurrentUser } from '@/server/auth/user';
import { textContains } from '@/server/crud/like';
import type { Client } from '@/server/crud/model';
import { allOf } from '@/server/crud/paging';
import { defineResource } from '@/server/crud/resource';
import { badRequest, conflict, notFound } from '@/server/http/errors';
import { applicationAnswer, applicationSelect, createCandidate } from './candidates';
import { applicationScope, candidateScope, postingScope } from './scope';

function filters(q: z.output<typeof applicationQuery>): Prisma.JobApplicationWhereInput {
  const text = q.q
    ? {
        OR: [{ email: textContains(q.q) }, { candidate: { name: textContains(q.q) } }],
      }
    : undefined;
  return allOf(
    q.posting ? { posting_id: q.posting } : undefined,
    q.candidate ? { candidate_id: q.candidate } : undefined,
    q.status === undefined ? undefined : { status: q.status },
    text,
  ) as Prisma.JobApplicationWhereInput;
}

export const applications = defineResource({
  path: '/api/user/applications',
  tag: 'Careers: applications',
  label: 'application',
  permission: 'careers',
  model: 'jobApplication',
  row: applicationRow,
  query: applicationQuery,
  remove: false,
  select: applicationSelect,
  // q is handled by `where` (the candidate's name is on the joined row).
  search: [],
  defaultSort: { field: 'created_at', order: 'desc' },
  where: filters,
  scope: applicationScope,
  toRow: applicationAnswer,
});

/** 400 with the reason when the posting takes no applications on the office's today. */
function assertOpen(posting: { published: boolean; opens_on: Date; closes_on: Date }) {
  const day = today();
  const opens = posting.opens_on.toISOString().slice(0, 10);
  const closes = posting.closes_on.toISOString().slice(0, 10);
  const refuse = (message: string) => badRequest(message, { posting_id: message });
  if (!posting.published) throw refuse('This posting is not published: it takes no applications until it is');
  if (day < opens) throw refuse(`This posting opens on ${fmtDay(opens)}: it takes applications from then`);
  if (day > closes) throw refuse(`This posting closed on ${fmtDay(closes)}: it takes no more applications`);
}

const isUniqueViolation = (err: unknown) => typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 'P2002';

const alreadyApplied = (email: string) =>
  conflict(`${email} has already applied to this posting`, { fields: { email: 'Already applied to this posting' } });

/** POST /api/user/applications, in the caller's transaction. */
export async function createApplication(db: Client, body: ApplicationCreate, user: CurrentUser) {
  const posting = await db.jobPosting.findFirst({
    where: { id: body.posting_id, ...postingScope(user) },
    select: { id: true, published: true, opens_on: true, closes_on: true },
  });
  if (!posting) throw notFound(`job posting ${body.posting_id} not found`);
  assertOpen(posting);

  let candidateId: number;
  let email: string;
  if (body.candidate_id) {
    const candidate = await db.candidate.findFirst({
      where: { id: body.candidate_id, ...candidateScope(user) },
      select: { id: true, email: true, erased_at: true },
    });
    if (!candidate) throw notFound(`candidate ${body.candidate_id} not found`);
    if (candidate.erased_at || !candidate.email)
      throw badRequest('This candidate was erased on request (or has no email): they cannot apply', { candidate_id: 'Candidate erased' });
    candidateId = candidate.id;
    email = candidate.email;
  } else {
    const { posting_id: _, candidate_id: __, name, email: given, ...rest } = body;
    // The schema requires name and email without candidate_id.
    email = String(given);
    candidateId = await createCandidate(db, { name: String(name), email, ...rest }, user);
  }

  const previous = await db.jobApplication.findFirst({ where: { posting_id: posting.id, email }, select: { id: true } });
  if (previous) throw alreadyApplied(email);
  let created: { id: number };
  try {
    created = await db.jobApplication.create({
      data: { posting_id: posting.id, candidate_id: candidateId, email, status: APPLICATION_STATUS.pending },
      select: { id: true },
    });
  } catch (err) {
    // A concurrent request for the same email and posting committed first.
    if (isUniqueViolation(err)) throw alreadyApplied(email);
    throw err;
  }
  await db.jobApplicationHistory.create({
    data: { application_id: created.id, action: 'created', to_status: APPLICATION_STATUS.pending, user_id: user.id },
  });
  return { id: created.id, candidate_id: candidateId };
}
