import type { Metadata } from 'next';
import { Roster } from '@/components/crew/roster';
import { monthOf } from '@/components/crew/roster-month';
import { isMonth } from '@/components/schedule/dates';
import { NoAccess } from '@/components/shell/no-access';
import { baseQuery } from '@/lib/schemas/flight/network';
import { userForScreen } from '@/server/auth/page-user';
import { crud } from '@/server/crud/resource';
import { db } from '@/server/db';
import { bases } from '@/server/resources/flight/network';
import { rosterMonth } from '@/server/resources/flight/roster-month';

export const metadata: Metadata = { title: 'Duty roster' };

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** The month of the URL (or this month in WIB) is read here, so the roster shows without asking the server again. */
export default async function RosterPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { user, allowed } = await userForScreen('crews');
  if (!allowed) return <NoAccess />;
  const params = await searchParams;
  const asked = one(params.month);
  const month = isMonth(asked) ? asked : monthOf();
  const [baseList, initial] = await Promise.all([
    crud(bases).list(db, baseQuery.parse({ sort: 'short_name' }), user),
    rosterMonth(db, month, one(params.base) || undefined),
  ]);
  return <Roster bases={baseList.data} initial={initial} />;
}
