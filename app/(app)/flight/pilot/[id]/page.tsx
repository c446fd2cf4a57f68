import type { Metadata } from 'next';
import { CrewDetail } from '@/components/crew/crew-detail';
import { recordPage } from '@/components/shell/record-page';
import { db } from '@/server/db';
import { getPilot } from '@/server/resources/flight/pilot';
import { crewReferences } from '../references';

export const metadata: Metadata = { title: 'Crew member' };

export default async function CrewMemberPage({ params }: { params: Promise<{ id: string }> }) {
  return recordPage(
    'crews',
    params,
    async (id, user) => {
      const [pilot, refs] = await Promise.all([getPilot(db, id).catch(() => null), crewReferences(user)]);
      return pilot && { pilot, refs };
    },
    ({ pilot, refs }) => <CrewDetail pilot={pilot} bases={refs.bases} types={refs.types} airports={refs.airports} />,
  );
}
