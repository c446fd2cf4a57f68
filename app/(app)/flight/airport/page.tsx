import type { Metadata } from 'next';
import { pageListQuery } from '@/components/data-table/list-params';
import { AirportManager } from '@/components/flight/airport-manager';
import { AIRPORT_LIST } from '@/components/flight/lists';
import { NoAccess } from '@/components/shell/no-access';
import { airportQuery } from '@/lib/schemas/flight/network';
import { userForScreen } from '@/server/auth/page-user';
import { crud } from '@/server/crud/resource';
import { db } from '@/server/db';
import { airports } from '@/server/resources/flight/network';

export const metadata: Metadata = { title: 'Airport' };

export default async function AirportPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { user, allowed } = await userForScreen('airport');
  if (!allowed) return <NoAccess />;
  const first = await crud(airports).list(db, pageListQuery(airportQuery, await searchParams, AIRPORT_LIST), user);
  return <AirportManager initial={first} />;
}
