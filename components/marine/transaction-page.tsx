// The server side of a shop's Transaction page: the screen check and the first page of the asked status tab,
// read with the API's own service (app/(app)/marine/transaction, app/(app)/watersports/transaction).
import { pageListQuery } from '@/components/data-table/list-params';
import { NoAccess } from '@/components/shell/no-access';
import type { ScreenKey } from '@/lib/access/menu';
import { can } from '@/lib/access/permissions';
import { isOrderStatus, ORDER_STATUS, type OrderStatus } from '@/lib/rules/order-status';
import { orderQuery, type ShopUnit } from '@/lib/schemas/marine/orders';
import { userForScreen } from '@/server/auth/page-user';
import { db } from '@/server/db';
import { ORDER_PERMISSION } from '@/server/resources/shop/order-scope';
import { listByStatus } from '@/server/resources/shop/orders';
import { ORDER_LIST, ORDER_PREFIX } from './lists';
import { type StatusPage, TransactionManager } from './transaction-manager';

export async function TransactionPage({
  shop,
  screen,
  searchParams,
}: {
  shop: ShopUnit;
  screen: ScreenKey;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { user, allowed } = await userForScreen(screen);
  if (!allowed) return <NoAccess />;
  const params = await searchParams;
  const asked = Number(params.status);
  // CS start on the orders waiting for their check.
  const status: OrderStatus = isOrderStatus(asked) ? asked : ORDER_STATUS.verifying;
  const first = await listByStatus(db, shop, status, pageListQuery(orderQuery, params, ORDER_LIST, ORDER_PREFIX));
  // Instants become ISO text, as the API sends them.
  const initial = JSON.parse(JSON.stringify(first)) as StatusPage;
  return <TransactionManager shop={shop} initial={initial} initialStatus={status} canCreate={can(user, ORDER_PERMISSION[shop])} />;
}
