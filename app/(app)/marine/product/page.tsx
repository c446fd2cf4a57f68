import type { Metadata } from 'next';
import { pageListQuery } from '@/components/data-table/list-params';
import { type CatalogueFirst, CatalogueManager } from '@/components/marine/catalogue-manager';
import {
  CATEGORY_LIST,
  CATEGORY_PREFIX,
  ITEM_LIST,
  ITEM_PREFIX,
  PRODUCT_LIST,
  PRODUCT_PREFIX,
  SIZE_LIST,
  SIZE_PREFIX,
} from '@/components/marine/lists';
import { NoAccess } from '@/components/shell/no-access';
import { categoryQuery, itemQuery, productQuery, sizeQuery } from '@/lib/schemas/marine/catalogue';
import { userForScreen } from '@/server/auth/page-user';
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
    crud(products).list(db, pageListQuery(productQuery, params, PRODUCT_LIST, PRODUCT_PREFIX), user),
    crud(items).list(db, pageListQuery(itemQuery, params, ITEM_LIST, ITEM_PREFIX), user),
    crud(categories).list(db, pageListQuery(categoryQuery, params, CATEGORY_LIST, CATEGORY_PREFIX), user),
    crud(sizes).list(db, pageListQuery(sizeQuery, params, SIZE_LIST, SIZE_PREFIX), user),
    crud(categories).list(db, categoryQuery.parse({ sort: 'name', limit: 10000 }), user),
    crud(sizes).list(db, sizeQuery.parse({ limit: 10000 }), user),
  ]);
  // Instants become ISO text, as the API sends them.
  const first = JSON.parse(
    JSON.stringify({
      products: productsFirst,
      items: itemsFirst,
      categories: categoriesFirst,
      sizes: sizesFirst,
      allCategories: allCategories.data,
      allSizes: allSizes.data,
    }),
  ) as CatalogueFirst;
  return <CatalogueManager first={first} />;
}
