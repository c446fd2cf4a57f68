import type { Metadata } from 'next';
import { NoAccess } from '@/components/shell/no-access';
import { type SwsCatalogueFirst, SwsProductManager } from '@/components/watersports/product-manager';
import { swsCategoryQuery } from '@/lib/schemas/watersports/products';
import { userForScreen } from '@/server/auth/page-user';
import { firstPage } from '@/server/crud/first-page';
import { crud } from '@/server/crud/resource';
import { db } from '@/server/db';
import { swsCategories, swsProducts, swsSizes } from '@/server/resources/watersports/products';

export const metadata: Metadata = { title: 'Watersports Product' };

export default async function WatersportsProductPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { user, allowed } = await userForScreen('watersportsProduct');
  if (!allowed) return <NoAccess />;
  const params = await searchParams;
  const [products, categories, allSizes] = await Promise.all([
    firstPage(swsProducts, db, params, user, { prefix: 'products.' }),
    crud(swsCategories).list(db, swsCategoryQuery.parse({ sort: 'name', limit: 10000 }), user),
    swsSizes(db),
  ]);
  // firstPage answers instants as text already; categories and sizes carry none.
  const first: SwsCatalogueFirst = { products, categories: categories.data, sizes: allSizes.data };
  return <SwsProductManager first={first} />;
}
