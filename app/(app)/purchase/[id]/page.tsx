import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PurchaseDetail } from '@/components/purchase/purchase-detail';
import { NoAccess } from '@/components/shell/no-access';
import { idParams } from '@/lib/schemas/list';
import { userForScreen } from '@/server/auth/page-user';
import { db } from '@/server/db';
import { asSent } from '@/server/http/as-sent';
import { getPurchase } from '@/server/resources/purchase/requests';

export const metadata: Metadata = { title: 'Purchase request' };

export default async function PurchaseRequestPage({ params }: { params: Promise<{ id: string }> }) {
  const { user, allowed } = await userForScreen('purchase');
  if (!allowed) return <NoAccess />;
  const parsed = idParams.safeParse(await params);
  if (!parsed.success) notFound();
  // A request the user may not see answers as the API does (not found), shown by the client component.
  const found = await getPurchase(db, user, parsed.data.id).catch(() => null);
  const initial = found ? asSent(found) : undefined;
  return <PurchaseDetail key={parsed.data.id} id={parsed.data.id} initial={initial} />;
}
