import type { Metadata } from 'next';
import { CrewManager } from '@/components/crew/crew-manager';
import { CREW_LIST } from '@/components/crew/lists';
import { pageListQuery } from '@/components/data-table/list-params';
import { NoAccess } from '@/components/shell/no-access';
import { pilotQuery } from '@/lib/schemas/flight/pilot';
import { userForScreen } from '@/server/auth/page-user';
import { db } from '@/server/db';
import { listPilots } from '@/server/resources/flight/pilot';
import { crewReferences } from './references';

export const metadata: Metadata = { title: 'Crews' };

export default async function CrewsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { user, allowed } = await userForScreen('crews');
  if (!allowed) return <NoAccess />;
  const [first, refs] = await Promise.all([listPilots(db, pageListQuery(pilotQuery, await searchParams, CREW_LIST)), crewReferences(user)]);
  return <CrewManager initial={first} bases={refs.bases} types={refs.types} airports={refs.airports} />;
}
