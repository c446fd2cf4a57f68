import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PipelineScreen } from '@/components/careers/pipeline-screen';
import { NoAccess } from '@/components/shell/no-access';
import { PIPELINE_LIMIT_MAX } from '@/lib/schemas/careers/pipeline';
import { idParam } from '@/lib/schemas/fields';
import { userForScreen } from '@/server/auth/page-user';
import { db } from '@/server/db';
import { asSent } from '@/server/http/as-sent';
import { HttpError } from '@/server/http/errors';
import { listPipeline } from '@/server/resources/careers/pipeline';

export const metadata: Metadata = { title: 'Applications' };

export default async function PostingApplicationsPage({ params }: { params: Promise<{ postingId: string }> }) {
  const { user, allowed } = await userForScreen('careers');
  if (!allowed) return <NoAccess />;
  const parsed = idParam().safeParse((await params).postingId);
  if (!parsed.success) notFound();
  // A posting of the other hiring track answers as the API does: not found.
  const first = await listPipeline(db, { posting_id: parsed.data, page: 1, limit: PIPELINE_LIMIT_MAX }, user).catch((err) => {
    if (err instanceof HttpError && err.status === 404) return null;
    throw err;
  });
  if (!first) notFound();
  const initial = asSent(first);
  return <PipelineScreen key={parsed.data} postingId={parsed.data} initial={initial} />;
}
