import type { Metadata } from 'next';
import { pageListQuery } from '@/components/data-table/list-params';
import { PurchaseList, type Scope } from '@/components/purchase/purchase-list';
import { PURCHASE_LIST } from '@/components/purchase/types';
import { NoAccess } from '@/components/shell/no-access';
import { purchaseQuery } from '@/lib/schemas/purchase';
import { userForScreen } from '@/server/auth/page-user';
import { db } from '@/server/db';
import { asSent } from '@/server/http/as-sent';
import { isFinance } from '@/server/resources/purchase/access';
import { listPurchases } from '@/server/resources/purchase/requests';

export const metadata: Metadata = { title: 'Purchase' };

export default async function PurchasePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { user, allowed } = await userForScreen('purchase');
  if (!allowed) return <NoAccess />;
  const canSeeAll = isFinance(user);
  const params = await searchParams;
  const query = pageListQuery(purchaseQuery, params, PURCHASE_LIST);
  // Without a chosen tab an approver starts on what waits for them, when anything does.
  const waiting = params.scope === undefined ? await listPurchases(db, user, { ...query, scope: 'waiting' }) : null;
  const defaultScope: Scope = waiting?.total ? 'waiting' : 'mine';
  const scope: Scope = params.scope === undefined ? defaultScope : query.scope === 'all' && !canSeeAll ? 'mine' : query.scope;
  const first = waiting?.total ? waiting : await listPurchases(db, user, { ...query, scope });
  const initial = asSent(first);
  return <PurchaseList initial={initial} initialScope={scope} defaultScope={defaultScope} canSeeAll={canSeeAll} />;
}
