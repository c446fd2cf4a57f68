import type { Metadata } from 'next';
import { AirportManager } from '@/components/flight/airport-manager';
import { NoAccess } from '@/components/shell/no-access';
import { userForScreen } from '@/server/auth/page-user';
import { firstPage } from '@/server/crud/first-page';
import { db } from '@/server/db';
import { airports } from '@/server/resources/flight/network';

export const metadata: Metadata = { title: 'Airport' };

export default async function AirportPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { user, allowed } = await userForScreen('airport');
  if (!allowed) return <NoAccess />;
  // The screen opens by code, as staff know airports; the API's default (and its search) is by name.
  const first = await firstPage(airports, db, await searchParams, user, { sort: 'iata' });
  return <AirportManager first={first} />;
}
