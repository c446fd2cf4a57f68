import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AircraftDetail } from '@/components/flight/aircraft-detail';
import { NoAccess } from '@/components/shell/no-access';
import { fleetTypeQuery } from '@/lib/schemas/flight/fleet';
import { baseQuery } from '@/lib/schemas/flight/network';
import { idParams } from '@/lib/schemas/list';
import { userForScreen } from '@/server/auth/page-user';
import { crud } from '@/server/crud/resource';
import { db } from '@/server/db';
import { fleets, fleetTypes } from '@/server/resources/flight/fleet';
import { bases } from '@/server/resources/flight/network';

export const metadata: Metadata = { title: 'Aircraft' };

export default async function AircraftPage({ params }: { params: Promise<{ id: string }> }) {
  const { user, allowed } = await userForScreen('aircrafts');
  if (!allowed) return <NoAccess />;
  const parsed = idParams.safeParse(await params);
  if (!parsed.success) notFound();
  const [aircraft, types, baseList] = await Promise.all([
    crud(fleets).find(db, parsed.data.id, user),
    crud(fleetTypes).list(db, fleetTypeQuery.parse({ sort: 'name' }), user),
    crud(bases).list(db, baseQuery.parse({ sort: 'short_name' }), user),
  ]);
  if (!aircraft) notFound();
  return <AircraftDetail aircraft={aircraft} types={types.data} bases={baseList.data} />;
}
