import type { Metadata } from 'next';
import { Roster } from '@/components/crew/roster';
import { NoAccess } from '@/components/shell/no-access';
import { baseQuery } from '@/lib/schemas/flight/network';
import { userForScreen } from '@/server/auth/page-user';
import { crud } from '@/server/crud/resource';
import { db } from '@/server/db';
import { bases } from '@/server/resources/flight/network';

export const metadata: Metadata = { title: 'Duty roster' };

export default async function RosterPage() {
  const { user, allowed } = await userForScreen('crews');
  if (!allowed) return <NoAccess />;
  const baseList = await crud(bases).list(db, baseQuery.parse({ sort: 'short_name' }), user);
  return <Roster bases={baseList.data} />;
}
