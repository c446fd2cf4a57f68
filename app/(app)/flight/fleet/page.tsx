import type { Metadata } from 'next';
import { FleetManager } from '@/components/flight/fleet-manager';
import { NoAccess } from '@/components/shell/no-access';
import { fleetTypeQuery } from '@/lib/schemas/flight/fleet';
import { baseQuery } from '@/lib/schemas/flight/network';
import { userForScreen } from '@/server/auth/page-user';
import { firstPage } from '@/server/crud/first-page';
import { crud } from '@/server/crud/resource';
import { db } from '@/server/db';
import { fleets, fleetTypes } from '@/server/resources/flight/fleet';
import { bases } from '@/server/resources/flight/network';

export const metadata: Metadata = { title: 'Aircrafts' };

export default async function FleetPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { user, allowed } = await userForScreen('aircrafts');
  if (!allowed) return <NoAccess />;
  const [first, types, baseList] = await Promise.all([
    firstPage(fleets, db, await searchParams, user),
    crud(fleetTypes).list(db, fleetTypeQuery.parse({ sort: 'name' }), user),
    crud(bases).list(db, baseQuery.parse({ sort: 'short_name' }), user),
  ]);
  return <FleetManager first={first} types={types.data} bases={baseList.data} />;
}
