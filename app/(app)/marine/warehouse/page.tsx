import type { Metadata } from 'next';
import { pageListQuery } from '@/components/data-table/list-params';
import { DOC_LIST, DOC_PREFIX, STOCK_LIST, STOCK_PREFIX } from '@/components/marine/lists';
import { WarehouseManager } from '@/components/marine/warehouse-manager';
import { NoAccess } from '@/components/shell/no-access';
import { categoryQuery } from '@/lib/schemas/marine/catalogue';
import { inventoryQuery, masterMutationQuery } from '@/lib/schemas/marine/stock';
import { userForScreen } from '@/server/auth/page-user';
import { crud } from '@/server/crud/resource';
import { db } from '@/server/db';
import { asSent } from '@/server/http/as-sent';
import { categories } from '@/server/resources/marine/catalogue';
import { listInventory } from '@/server/resources/marine/inventory';
import { listMasterHeads } from '@/server/resources/marine/master-mutations';

export const metadata: Metadata = { title: 'Marine Warehouse' };

export default async function MarineWarehousePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { user, allowed } = await userForScreen('marineWarehouse');
  if (!allowed) return <NoAccess />;
  const params = await searchParams;
  const [stock, documents, allCategories] = await Promise.all([
    listInventory(db, 'marine', pageListQuery(inventoryQuery, params, STOCK_LIST, STOCK_PREFIX)),
    listMasterHeads(db, pageListQuery(masterMutationQuery, params, DOC_LIST, DOC_PREFIX)),
    crud(categories).list(db, categoryQuery.parse({ sort: 'name', limit: 10000 }), user),
  ]);
  const first = asSent({ stock, documents, categories: allCategories.data });
  return <WarehouseManager first={first} />;
}
