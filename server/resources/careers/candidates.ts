// Candidates (issue 14): GET /api/user/candidate (scoped: a candidate with an application on one of the
// caller's tracks, or with none yet), POST /api/user/candidate (create, or update with id) and the
// candidate's page. A candidate already known by email is proposed for linking (409 candidate_exists),
// never merged silently.
import type { z } from 'zod';
import type { Prisma } from '@/lib/generated/prisma/client';
import { APPLICATION_STATUS_LABEL, type ApplicationStatus } from '@/lib/rules/recruitment';
import { type CandidateMatch, type CandidateSave, candidateQuery, candidateRow, DOCUMENT_KINDS } from '@/lib/schemas/careers/candidate';
import type { CurrentUser } from '@/server/auth/user';
import type { Client } from '@/server/crud/model';
import { crud, defineResource } from '@/server/crud/resource';
import { badRequest, conflict, HttpError } from '@/server/http/errors';
import { findCountry } from '@/server/resources/countries';
import { assertAttachable } from '@/server/upload-refs';
import { uploadUrl } from '@/server/uploads';
import { applicationScope, candidateScope } from './scope';

export const candidates = defineResource({
  path: '/api/user/candidate',
  tag: 'Careers: candidates',
  label: 'candidate',
  permission: 'careers',
  model: 'candidate',
  row: candidateRow,
  query: candidateQuery,
  remove: false,
  select: {
    id: true,
    name: true,
    email: true,
    phone: true,
    nationality: true,
    date_of_birth: true,
    erased_at: true,
    created_at: true,
    updated_at: true,
    _count: { select: { applications: true, documents: true } },
  },
  search: ['name', 'email'],
  dates: ['date_of_birth'],
  defaultSort: { field: 'name', order: 'asc' },
  // Erased candidates stay as placeholders for the counts; the list leaves them out.
  where: (q: z.output<typeof candidateQuery>) => ({
    erased_at: null,
    ...(q.posting ? { applications: { some: { posting_id: q.posting } } } : {}),
  }),
  scope: candidateScope,
  toRow: (r) => ({ ...r, nationality_name: r.nationality ? (findCountry(r.nationality)?.name ?? null) : null }),
});

const service = crud(candidates);

/** Serialises writes naming the same email (two clerks entering one person at once). */
export async function lockEmail(db: Client, email: string): Promise<void> {
  await db.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`candidate:${email}`}))::text`;
}

/**
 * 409 candidate_exists when another live candidate has this email: the ones the caller may see are
 * proposed for linking; one known only to the other hiring track is named as such, not shown.
 */
export async function refuseKnownEmail(db: Client, email: string, user: CurrentUser, except?: number): Promise<void> {
  const where: Prisma.CandidateWhereInput = { email, erased_at: null, ...(except ? { NOT: { id: except } } : {}) };
  const known = await db.candidate.count({ where });
  if (!known) return;
  const visible = await db.candidate.findMany({
    where: { AND: [where, candidateScope(user)] },
    select: { id: true, name: true, email: true },
    orderBy: { id: 'asc' },
    take: 10,
  });
  const matches: CandidateMatch[] = visible.map((c) => ({ ...c, email: c.email ?? email }));
  throw new HttpError(
    409,
    'candidate_exists',
    matches.length
      ? `A candidate with the email ${email} already exists: link to them (send candidate_id) instead of entering them again`
      : `A candidate with the email ${email} is already known to the other hiring track: ask a manager to link the application`,
    { candidates: matches, fields: { email: 'A candidate with this email already exists' } },
  );
}

function checkNationality(code: string | null) {
  if (code && !findCountry(code))
    throw badRequest(`Unknown country ${code}`, { nationality: `Unknown country ${code}: choose one from the list` });
}

/** The uploads must be the writer's own (or this candidate's already) and belong to no other candidate. */
async function checkDocuments(db: Client, user: CurrentUser, documents: CandidateSave['documents'], candidateId?: number) {
  if (!documents?.length) return;
  const ids = [...new Set(documents.map((d) => d.upload_id))];
  const current = candidateId
    ? (await db.candidateDocument.findMany({ where: { candidate_id: candidateId }, select: { upload_id: true } })).map((d) => d.upload_id)
    : [];
  await assertAttachable(db, user, ids, { field: 'documents', label: 'file', current });
  const taken = await db.candidateDocument.findFirst({
    where: { upload_id: { in: ids }, ...(candidateId ? { NOT: { candidate_id: candidateId } } : {}) },
    select: { upload_id: true },
  });
  if (taken)
    throw badRequest('A file belongs to another candidate: upload it again for this one', {
      documents: 'A file belongs to another candidate',
    });
}

async function writeDocuments(db: Client, candidateId: number, documents: CandidateSave['documents']) {
  if (documents === undefined) return;
  await db.candidateDocument.deleteMany({ where: { candidate_id: candidateId } });
  if (documents.length)
    await db.candidateDocument.createMany({
      data: documents.map((d) => ({ candidate_id: candidateId, upload_id: d.upload_id, kind: d.kind })),
    });
}

/** A new candidate (in the caller's transaction): the email must be new (409 candidate_exists otherwise). */
export async function createCandidate(db: Client, body: Omit<CandidateSave, 'id'>, user: CurrentUser): Promise<number> {
  const { documents, ...details } = body;
  checkNationality(details.nationality);
  await lockEmail(db, details.email);
  await refuseKnownEmail(db, details.email, user);
  await checkDocuments(db, user, documents);
  const created = await db.candidate.create({
    data: { ...details, date_of_birth: dayOrNull(details.date_of_birth) },
    select: { id: true },
  });
  await writeDocuments(db, created.id, documents);
  return created.id;
}

const dayOrNull = (v: string | null) => (v ? new Date(`${v}T00:00:00Z`) : null);

/** POST /api/user/candidate: create (201), or update the candidate named by id (200). */
export async function saveCandidate(db: Client, body: CandidateSave, user: CurrentUser): Promise<{ id: number; created: boolean }> {
  const { id, documents, ...details } = body;
  if (!id) return { id: await createCandidate(db, body, user), created: true };
  const stored = await service.get(db, id, user);
  if (stored.erased_at) throw conflict('This candidate was erased on request: their details can no longer be changed');
  checkNationality(details.nationality);
  await lockEmail(db, details.email);
  await refuseKnownEmail(db, details.email, user, id);
  await checkDocuments(db, user, documents, id);
  await db.candidate.update({ where: { id }, data: { ...details, date_of_birth: dayOrNull(details.date_of_birth) }, select: { id: true } });
  await writeDocuments(db, id, documents);
  return { id, created: false };
}

const kindOf = (k: string) => DOCUMENT_KINDS.find((d) => d === k) ?? 'other';

/** The candidate's page: details, documents, and their applications on the caller's tracks with the history. */
export async function getCandidate(db: Client, id: number, user: CurrentUser) {
  const row = await service.get(db, id, user);
  const [documents, applications] = await Promise.all([
    db.candidateDocument.findMany({
      where: { candidate_id: id },
      orderBy: { id: 'asc' },
      select: { id: true, upload_id: true, kind: true, created_at: true, upload: { select: { name: true, size: true, mime: true } } },
    }),
    db.jobApplication.findMany({
      where: { candidate_id: id, ...applicationScope(user) },
      orderBy: { id: 'desc' },
      select: {
        ...applicationSelect,
        history: {
          orderBy: { id: 'asc' },
          select: {
            id: true,
            action: true,
            from_status: true,
            to_status: true,
            reason: true,
            note: true,
            created_at: true,
            user: { select: { name: true } },
          },
        },
      },
    }),
  ]);
  return {
    ...row,
    documents: documents.map(({ upload, ...d }) => ({ ...d, kind: kindOf(d.kind), ...upload, url: uploadUrl(d.upload_id) })),
    applications: applications.map(({ history, ...a }) => ({
      ...applicationAnswer(a),
      history: history.map(({ user: by, ...h }) => ({ ...h, user_name: by?.name ?? null })),
    })),
  };
}

export const applicationSelect = {
  id: true,
  posting_id: true,
  candidate_id: true,
  email: true,
  status: true,
  decline_reason: true,
  created_at: true,
  updated_at: true,
  posting: { select: { title: true, track: true } },
  candidate: { select: { name: true } },
} as const satisfies Prisma.JobApplicationSelect;

type ApplicationRecord = Prisma.JobApplicationGetPayload<{ select: typeof applicationSelect }>;

/** An application record as the API answers it. */
export function applicationAnswer({ posting, candidate, ...a }: ApplicationRecord) {
  return {
    ...a,
    status: a.status as ApplicationStatus,
    status_text: APPLICATION_STATUS_LABEL[a.status as ApplicationStatus] ?? String(a.status),
    posting_title: posting.title,
    track: posting.track,
    candidate_name: candidate.name,
  };
}
