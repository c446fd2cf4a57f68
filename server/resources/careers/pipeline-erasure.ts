// POST recruiting/delete-recruitment: a candidate's personal data erased on request. The candidate row stays
// as a placeholder and the applications keep their status, so the counts stay true; the form, the documents
// with their uploads and files, the application emails and the history notes go; each application's history
// records who erased it and when. The audit trail keeps its entries of those records, without their values.
import { HIRING_TRACK_LABEL, HIRING_TRACKS, type HiringTrack } from '@/lib/rules/recruitment';
import { eraseFromTrail } from '@/server/audit/erase';
import type { CurrentUser } from '@/server/auth/user';
import type { Db } from '@/server/db';
import { conflict, forbidden, notFound } from '@/server/http/errors';
import { deleteUnusedUploads } from '@/server/upload-refs';
import { removeStoredFiles } from '@/server/uploads';
import { trackArray } from './pipeline';

export const erasedName = (id: number) => `Erased candidate #${id}`;

export async function eraseCandidate(db: Db, candidateId: number, user: CurrentUser) {
  const { answer, keys } = await db.$transaction(async (tx) => {
    const [candidate] = await tx.$queryRaw<{ id: number; erased_at: Date | null }[]>`
      SELECT id, erased_at FROM candidates WHERE id = ${candidateId} FOR UPDATE`;
    const applied = await tx.$queryRaw<{ track: HiringTrack }[]>`
      SELECT DISTINCT p.track FROM job_applications a JOIN job_postings p ON p.id = a.posting_id WHERE a.candidate_id = ${candidateId}`;
    const mine = trackArray(user);
    const everyTrack = mine.length === HIRING_TRACKS.length;
    const tracks = applied.map((a) => a.track);
    if (!candidate || !(everyTrack || tracks.some((t) => mine.includes(t)))) throw notFound(`Candidate ${candidateId} not found`);
    const others = tracks.filter((t) => !mine.includes(t));
    if (others.length) {
      throw forbidden(
        `Candidate ${candidateId} also applied to ${others.map((t) => HIRING_TRACK_LABEL[t].toLowerCase()).join(' and ')} postings: a manager may erase them`,
      );
    }
    if (candidate.erased_at) throw conflict(`Candidate ${candidateId} was already erased on ${candidate.erased_at.toISOString()}`);

    const documents = await tx.candidateDocument.findMany({ where: { candidate_id: candidateId }, select: { id: true, upload_id: true } });
    await tx.candidateDocument.deleteMany({ where: { candidate_id: candidateId } });
    // An upload another record still uses (another candidate's document) is theirs as well: it stays.
    const files = await deleteUnusedUploads(
      tx,
      documents.map((d) => d.upload_id),
    );
    await tx.candidateForm.deleteMany({ where: { candidate_id: candidateId } });

    const erasedAt = new Date();
    await tx.candidate.update({
      where: { id: candidateId },
      data: {
        name: erasedName(candidateId),
        email: null,
        phone: null,
        nationality: null,
        date_of_birth: null,
        erased_at: erasedAt,
        erased_by_id: user.id,
      },
    });
    const applications = await tx.jobApplication.findMany({ where: { candidate_id: candidateId }, select: { id: true } });
    const ids = applications.map((a) => a.id);
    await tx.jobApplication.updateMany({ where: { id: { in: ids } }, data: { email: null } });
    await tx.jobApplicationHistory.updateMany({ where: { application_id: { in: ids } }, data: { note: null } });
    await tx.jobApplicationHistory.createMany({
      data: ids.map((id) => ({ application_id: id, action: 'erased', user_id: user.id, created_at: erasedAt })),
    });
    const history = await tx.jobApplicationHistory.findMany({ where: { application_id: { in: ids } }, select: { id: true } });
    await eraseFromTrail(tx, 'candidates', [candidateId]);
    await eraseFromTrail(tx, 'candidate_forms', [candidateId]);
    await eraseFromTrail(
      tx,
      'candidate_documents',
      documents.map((d) => d.id),
    );
    await eraseFromTrail(
      tx,
      'uploads',
      documents.map((d) => d.upload_id),
    );
    await eraseFromTrail(tx, 'job_applications', ids);
    await eraseFromTrail(
      tx,
      'job_application_history',
      history.map((h) => h.id),
    );
    return { answer: { id: candidateId, erased_at: erasedAt, applications: ids.length }, keys: files };
  });
  // After the commit, so that a rolled-back erasure never loses a file.
  await removeStoredFiles(keys);
  return answer;
}
