import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CandidatePage } from '@/components/careers/candidate-page';
import { NoAccess } from '@/components/shell/no-access';
import { userForScreen } from '@/server/auth/page-user';
import { db } from '@/server/db';
import { asSent } from '@/server/http/as-sent';
import { HttpError } from '@/server/http/errors';
import { getCandidateForm } from '@/server/resources/careers/candidate-forms';
import { getCandidate } from '@/server/resources/careers/candidates';

export const metadata: Metadata = { title: 'Candidate' };

export default async function CandidateScreen({ params }: { params: Promise<{ candidateId: string }> }) {
  const { user, allowed } = await userForScreen('careers');
  if (!allowed) return <NoAccess />;
  const id = Number((await params).candidateId);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) notFound();
  try {
    const [candidate, form] = await Promise.all([getCandidate(db, id, user), getCandidateForm(db, id, user)]);
    const json = asSent({ candidate, form });
    return <CandidatePage initial={json.candidate} form={json.form} />;
  } catch (err) {
    // Another track's candidate is 'not found' here as in the API.
    if (err instanceof HttpError && err.status === 404) notFound();
    throw err;
  }
}
