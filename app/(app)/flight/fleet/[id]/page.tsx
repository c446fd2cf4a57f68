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

type Props = Parameters<typeof AircraftDetail>[0];

export default async function AircraftPage({ params }: { params: Promise<{ id: string }> }) {
  const { allowed } = await userForScreen('aircrafts');
  if (!allowed) return <NoAccess />;
  const parsed = idParams.safeParse(await params);
  if (!parsed.success) notFound();
  const [aircraft, types, baseList] = await Promise.all([
    fleets.model(db).findUnique({ where: { id: parsed.data.id }, select: fleets.select }),
    crud(fleetTypes).list(db, fleetTypeQuery.parse({ sort: 'name' })),
    crud(bases).list(db, baseQuery.parse({ sort: 'short_name' })),
  ]);
  if (!aircraft) notFound();
  return (
    <AircraftDetail
      aircraft={aircraft as unknown as Props['aircraft']}
      types={types.data as unknown as Props['types']}
      bases={baseList.data as unknown as Props['bases']}
    />
  );
}
