import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AirportDetail } from '@/components/flight/airport-detail';
import { NoAccess } from '@/components/shell/no-access';
import { idParams } from '@/lib/schemas/list';
import { userForScreen } from '@/server/auth/page-user';
import { crud } from '@/server/crud/resource';
import { db } from '@/server/db';
import { airports } from '@/server/resources/flight/network';

export const metadata: Metadata = { title: 'Airport' };

export default async function AirportDetailPage({ params }: { params: Promise<{ id: string }> }) {
  const { user, allowed } = await userForScreen('airport');
  if (!allowed) return <NoAccess />;
  const parsed = idParams.safeParse(await params);
  if (!parsed.success) notFound();
  const airport = await crud(airports).find(db, parsed.data.id, user);
  if (!airport) notFound();
  return <AirportDetail key={parsed.data.id} airport={airport} />;
}
