import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CrewDetail } from '@/components/crew/crew-detail';
import { NoAccess } from '@/components/shell/no-access';
import { idParams } from '@/lib/schemas/list';
import { userForScreen } from '@/server/auth/page-user';
import { db } from '@/server/db';
import { getPilot } from '@/server/resources/flight/pilot';
import { crewReferences } from '../references';

export const metadata: Metadata = { title: 'Crew member' };

export default async function CrewMemberPage({ params }: { params: Promise<{ id: string }> }) {
  const { user, allowed } = await userForScreen('crews');
  if (!allowed) return <NoAccess />;
  const parsed = idParams.safeParse(await params);
  if (!parsed.success) notFound();
  const [pilot, refs] = await Promise.all([getPilot(db, parsed.data.id).catch(() => null), crewReferences(user)]);
  if (!pilot) notFound();
  return <CrewDetail pilot={pilot} bases={refs.bases} types={refs.types} airports={refs.airports} />;
}
