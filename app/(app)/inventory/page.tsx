import type { Metadata } from 'next';
import { pageListQuery } from '@/components/data-table/list-params';
import { InventoryScreen } from '@/components/inventory/inventory-screen';
import { NoAccess } from '@/components/shell/no-access';
import { INVENTORY_LIST, inventoryQuery } from '@/lib/schemas/inventory';
import { userForScreen } from '@/server/auth/page-user';
import { crud } from '@/server/crud/resource';
import { db } from '@/server/db';
import { asSent } from '@/server/http/as-sent';
import { baseOptions } from '@/server/resources/flight/network';
import { inventoryAssets } from '@/server/resources/inventory/assets';
import { staffOptions } from '@/server/resources/users/staff-options';

export const metadata: Metadata = { title: 'Inventory' };

export default async function InventoryPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { user, allowed } = await userForScreen('inventory');
  if (!allowed) return <NoAccess />;
  const query = pageListQuery(inventoryQuery, await searchParams, INVENTORY_LIST);
  const [first, staff, bases] = await Promise.all([
    crud(inventoryAssets).list(db, query, user),
    // The holder picker and filter: every active staff account (customers are not users).
    staffOptions(db, { activeOnly: true }),
    baseOptions(db),
  ]);
  const initial = asSent(first);
  return <InventoryScreen initial={initial} staff={staff} bases={bases} />;
}
