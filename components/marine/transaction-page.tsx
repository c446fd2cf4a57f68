// The server side of a shop's Transaction page: the screen check and the first page of the asked status tab
// (app/(app)/marine/transaction, app/(app)/watersports/transaction).
import { NoAccess } from '@/components/shell/no-access';
import type { ScreenKey } from '@/lib/access/menu';
import { can } from '@/lib/access/permissions';
import type { ShopUnit } from '@/lib/rules/shop-unit';
import { userForScreen } from '@/server/auth/page-user';
import { firstStatusPage } from '@/server/resources/shop/first-status-page';
import { ORDER_PERMISSION } from '@/server/resources/shop/order-scope';
import { TransactionManager } from './transaction-manager';

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
  const { status, page } = await firstStatusPage(shop, await searchParams);
  return <TransactionManager shop={shop} initial={page} initialStatus={status} canCreate={can(user, ORDER_PERMISSION[shop])} />;
}
