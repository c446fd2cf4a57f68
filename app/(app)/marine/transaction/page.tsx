import type { Metadata } from 'next';
import { pageListQuery } from '@/components/data-table/list-params';
import { ORDER_LIST, ORDER_PREFIX } from '@/components/marine/lists';
import { type StatusPage, TransactionManager } from '@/components/marine/transaction-manager';
import { NoAccess } from '@/components/shell/no-access';
import { isOrderStatus, ORDER_STATUS, type OrderStatus } from '@/lib/rules/order-status';
import { orderQuery } from '@/lib/schemas/marine/orders';
import { userForScreen } from '@/server/auth/page-user';
import { db } from '@/server/db';
import { listByStatus } from '@/server/resources/shop/orders';

export const metadata: Metadata = { title: 'Marine Transaction' };

export default async function MarineTransactionPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { allowed } = await userForScreen('marineTransaction');
  if (!allowed) return <NoAccess />;
  const params = await searchParams;
  const asked = Number(params.status);
  // CS start on the orders waiting for their check.
  const status: OrderStatus = isOrderStatus(asked) ? asked : ORDER_STATUS.verifying;
  const first = await listByStatus(db, 'marine', status, pageListQuery(orderQuery, params, ORDER_LIST, ORDER_PREFIX));
  // Instants become ISO text, as the API sends them.
  const initial = JSON.parse(JSON.stringify(first)) as StatusPage;
  return <TransactionManager initial={initial} initialStatus={status} />;
}
