// The candidate's structured form (issue 14): GET/PUT /api/user/candidate-forms/{id}, the id being the
// candidate's. One row per candidate (candidate_forms), its data checked by lib/schemas/careers/candidate-form.ts.
import { type CandidateForm, candidateForm, emptyCandidateForm } from '@/lib/schemas/careers/candidate-form';
import type { CurrentUser } from '@/server/auth/user';
import type { Client } from '@/server/crud/model';
import { crud } from '@/server/crud/resource';
import { conflict } from '@/server/http/errors';
import { candidates } from './candidates';

export async function getCandidateForm(db: Client, id: number, user: CurrentUser) {
  await crud(candidates).get(db, id, user);
  const row = await db.candidateForm.findUnique({
    where: { candidate_id: id },
    select: { data: true, updated_at: true, updated_by: { select: { name: true } } },
  });
  const parsed = row ? candidateForm.safeParse(row.data) : null;
  return {
    candidate_id: id,
    data: parsed?.success ? parsed.data : emptyCandidateForm(),
    updated_at: row?.updated_at ?? null,
    updated_by: row?.updated_by?.name ?? null,
  };
}

export async function saveCandidateForm(db: Client, id: number, data: CandidateForm, user: CurrentUser) {
  const candidate = await crud(candidates).get(db, id, user);
  if (candidate.erased_at) throw conflict('This candidate was erased on request: their form can no longer be filled');
  await db.candidateForm.upsert({
    where: { candidate_id: id },
    create: { candidate_id: id, data, updated_by_id: user.id },
    update: { data, updated_by_id: user.id },
    select: { candidate_id: true },
  });
  return { id };
}
