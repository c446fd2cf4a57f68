import type { Metadata } from 'next';
import { AircraftDetail } from '@/components/flight/aircraft-detail';
import { recordPage } from '@/components/shell/record-page';
import { fleetTypeQuery } from '@/lib/schemas/flight/fleet';
import { baseQuery } from '@/lib/schemas/flight/network';
import { crud } from '@/server/crud/resource';
import { db } from '@/server/db';
import { fleets, fleetTypes } from '@/server/resources/flight/fleet';
import { bases } from '@/server/resources/flight/network';

export const metadata: Metadata = { title: 'Aircraft' };

export default async function AircraftPage({ params }: { params: Promise<{ id: string }> }) {
  return recordPage(
    'aircrafts',
    params,
    async (id, user) => {
      const [aircraft, types, baseList] = await Promise.all([
        crud(fleets).find(db, id, user),
        crud(fleetTypes).list(db, fleetTypeQuery.parse({ sort: 'name' }), user),
        crud(bases).list(db, baseQuery.parse({ sort: 'short_name' }), user),
      ]);
      return aircraft && { aircraft, types: types.data, bases: baseList.data };
    },
    (props) => <AircraftDetail {...props} />,
  );
}
