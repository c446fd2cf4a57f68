import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AirportDetail } from '@/components/flight/airport-detail';
import { NoAccess } from '@/components/shell/no-access';
import { idParams } from '@/lib/schemas/list';
import { userForScreen } from '@/server/auth/page-user';
import { db } from '@/server/db';
import { airports } from '@/server/resources/flight/network';

export const metadata: Metadata = { title: 'Airport' };

type Props = Parameters<typeof AirportDetail>[0];

export default async function AirportDetailPage({ params }: { params: Promise<{ id: string }> }) {
  const { allowed } = await userForScreen('airport');
  if (!allowed) return <NoAccess />;
  const parsed = idParams.safeParse(await params);
  if (!parsed.success) notFound();
  const airport = await airports.model(db).findUnique({ where: { id: parsed.data.id }, select: airports.select });
  if (!airport) notFound();
  return <AirportDetail key={parsed.data.id} airport={airport as unknown as Props['airport']} />;
}
