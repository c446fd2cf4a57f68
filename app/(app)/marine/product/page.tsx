import type { Metadata } from 'next';
import { type CatalogueFirst, CatalogueManager } from '@/components/marine/catalogue-manager';
import { NoAccess } from '@/components/shell/no-access';
import { categoryQuery, sizeQuery } from '@/lib/schemas/marine/catalogue';
import { userForScreen } from '@/server/auth/page-user';
import { firstPage } from '@/server/crud/first-page';
import { crud } from '@/server/crud/resource';
import { db } from '@/server/db';
import { categories, items, products, sizes } from '@/server/resources/marine/catalogue';

export const metadata: Metadata = { title: 'Marine Product' };

export default async function MarineProductPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { user, allowed } = await userForScreen('marineProduct');
  if (!allowed) return <NoAccess />;
  const params = await searchParams;
  const [productsFirst, itemsFirst, categoriesFirst, sizesFirst, allCategories, allSizes] = await Promise.all([
    // Four tables on one screen keep their URL parameters apart (products.…, items.…).
    firstPage(products, db, params, user, { prefix: 'products.' }),
    firstPage(items, db, params, user, { prefix: 'items.' }),
    firstPage(categories, db, params, user, { prefix: 'categories.' }),
    firstPage(sizes, db, params, user, { prefix: 'sizes.' }),
    crud(categories).list(db, categoryQuery.parse({ sort: 'name', limit: 10000 }), user),
    crud(sizes).list(db, sizeQuery.parse({ limit: 10000 }), user),
  ]);
  // firstPage answers instants as text already; categories and sizes carry none.
  const first: CatalogueFirst = {
    products: productsFirst,
    items: itemsFirst,
    categories: categoriesFirst,
    sizes: sizesFirst,
    allCategories: allCategories.data,
    allSizes: allSizes.data,
  };
  return <CatalogueManager first={first} />;
}
