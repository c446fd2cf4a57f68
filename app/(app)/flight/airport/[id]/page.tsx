import type { Metadata } from 'next';
import { AirportDetail } from '@/components/flight/airport-detail';
import { recordPage } from '@/components/shell/record-page';
import { crud } from '@/server/crud/resource';
import { db } from '@/server/db';
import { airports } from '@/server/resources/flight/network';

export const metadata: Metadata = { title: 'Airport' };

export default async function AirportDetailPage({ params }: { params: Promise<{ id: string }> }) {
  return recordPage(
    'airport',
    params,
    (id, user) => crud(airports).find(db, id, user),
    (airport, id) => <AirportDetail key={id} airport={airport} />,
  );
}
