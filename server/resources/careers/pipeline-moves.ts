// Status moves of applications (recruiting/update-status, user/candidate-bulk-status): the rows are read
// FOR UPDATE inside the caller's transaction, so of two moves from the same status only the first applies
// and the second sees the new status (and is refused when the move from there is not allowed).
import type { z } from 'zod';
import { APPLICATION_STATUS_LABEL, type ApplicationStatus, canMove } from '@/lib/rules/recruitment';
import type { bulkStatusUpdate, statusUpdate } from '@/lib/schemas/careers/pipeline';
import type { CurrentUser } from '@/server/auth/user';
import type { Tx } from '@/server/db';
import { conflict, HttpError } from '@/server/http/errors';
import { trackArray } from './pipeline';

interface Locked {
  id: number;
  status: ApplicationStatus;
}

const label = (s: number) => APPLICATION_STATUS_LABEL[s as ApplicationStatus] ?? String(s);
const list = (ids: number[]) => ids.join(', ');

/** Locks the applications of these ids that lie in the caller's tracks; the others are refused as not found. */
async function lockApplications(tx: Tx, ids: number[], user: CurrentUser): Promise<Locked[]> {
  const rows = await tx.$queryRaw<Locked[]>`
    SELECT a.id, a.status
      FROM job_applications a JOIN job_postings p ON p.id = a.posting_id
     WHERE a.id = ANY(${ids}::int[]) AND p.track = ANY(${trackArray(user)}::text[])
     ORDER BY a.id
       FOR UPDATE OF a`;
  const found = new Set(rows.map((r) => r.id));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length) {
    const message = missing.length === 1 ? `Application ${missing[0]} not found` : `Applications not found: ${list(missing)}`;
    throw new HttpError(404, 'not_found', message, { ids: missing });
  }
  return rows;
}

type Move = Pick<z.output<typeof statusUpdate>, 'status' | 'note' | 'reason'>;

async function apply(tx: Tx, rows: Locked[], move: Move, user: CurrentUser) {
  const ids = rows.map((r) => r.id);
  const reason = move.status === 99 ? (move.reason ?? null) : null;
  await tx.jobApplication.updateMany({ where: { id: { in: ids } }, data: { status: move.status, decline_reason: reason } });
  await tx.jobApplicationHistory.createMany({
    data: rows.map((r) => ({
      application_id: r.id,
      action: 'status',
      from_status: r.status,
      to_status: move.status,
      reason,
      note: move.note,
      user_id: user.id,
    })),
  });
}

/** POST recruiting/update-status: one application, when the move from its current status is allowed. */
export async function moveApplication(tx: Tx, body: z.output<typeof statusUpdate>, user: CurrentUser) {
  const [row] = await lockApplications(tx, [body.id], user);
  if (body.from !== undefined && body.from !== row.status) {
    throw conflict(`Application ${row.id} is now ${label(row.status)}, no longer ${label(body.from)}: reload and try again`, {
      status: row.status,
    });
  }
  if (row.status === body.status) throw conflict(`The application is already ${label(row.status)}`, { status: row.status });
  if (!canMove(row.status, body.status)) {
    throw conflict(`Cannot move an application from ${label(row.status)} to ${label(body.status)}`, { status: row.status });
  }
  await apply(tx, [row], body, user);
  const moved = await tx.jobApplication.findUniqueOrThrow({
    where: { id: row.id },
    select: { id: true, decline_reason: true, updated_at: true },
  });
  return { ...moved, status: body.status };
}

/** PUT user/candidate-bulk-status: every application moves, or (one unknown or one illegal move) none does. */
export async function moveApplications(tx: Tx, body: z.output<typeof bulkStatusUpdate>, user: CurrentUser) {
  const rows = await lockApplications(tx, body.ids, user);
  const refused = rows.filter((r) => !canMove(r.status, body.status));
  if (refused.length) {
    const which = refused.map((r) => `${r.id} (${label(r.status)})`).join(', ');
    throw conflict(`Cannot move ${refused.length} of the ${rows.length} applications to ${label(body.status)}: ${which}`, {
      ids: refused.map((r) => r.id),
    });
  }
  await apply(tx, rows, body, user);
  return { affected: rows.length, ids: rows.map((r) => r.id) };
}
