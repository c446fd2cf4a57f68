import type { Metadata } from 'next';
import { PurchaseForm } from '@/components/purchase/purchase-form';
import { NoAccess } from '@/components/shell/no-access';
import { userForScreen } from '@/server/auth/page-user';

export const metadata: Metadata = { title: 'New purchase request' };

export default async function NewPurchasePage() {
  const { allowed } = await userForScreen('purchaseNew');
  if (!allowed) return <NoAccess />;
  return <PurchaseForm />;
}
