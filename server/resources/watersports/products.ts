// The watersports catalogue read side: its categories (each naming a spec kind) and its products with the
// totals of their items (price range, on hand, reserved, available), the detail with items, and the specs
// as the kind's table. Rows of the shop tables with unit 'watersports'; marine rows are not found here.
import { isSpecKind, type SpecKind, specTable } from '@/lib/rules/sws-specs';
import { swsCategoryQuery, swsCategoryRow, swsProductQuery, swsProductRow } from '@/lib/schemas/watersports/products';
import { textContains } from '@/server/crud/like';
import type { Client } from '@/server/crud/model';
import { defineResource } from '@/server/crud/resource';
import { notFound } from '@/server/http/errors';
import { itemSelect, presentItem } from '@/server/resources/marine/catalogue';
import { uploadUrl } from '@/server/uploads';

const WATERSPORTS = { unit: 'watersports' } as const;
/** Who reads the catalogue: who keeps it, and who sells from it (the order screen's pickers). */
export const SWS_CATALOGUE_READ = ['watersports.product', 'watersports.transaction'] as const;

const shared = {
  tag: 'Watersports: catalogue',
  permission: 'watersports.product',
  readPermission: SWS_CATALOGUE_READ,
  remove: false,
} as const;

/** A category's kind as the rows declare it (a watersports category always names one). */
const kindOf = (v: string | null): SpecKind => (isSpecKind(v) ? v : 'board');

export const swsCategories = defineResource({
  path: '/api/sws/category',
  label: 'category',
  ...shared,
  model: 'marineCategory',
  row: swsCategoryRow,
  query: swsCategoryQuery,
  select: { id: true, name: true, description: true, spec_kind: true, _count: { select: { products: true } } },
  search: ['name'],
  defaultSort: { field: 'name', order: 'asc' },
  scope: () => WATERSPORTS,
  toRow: ({ _count, spec_kind, ...r }) => ({ ...r, spec_kind: kindOf(spec_kind), products_count: _count.products }),
  summaries: { list: 'The watersports categories, each with the spec kind its products carry (board, kayak, paddle, snorkel, wetsuit)' },
});

export const swsProducts = defineResource({
  path: '/api/sws/product',
  label: 'product',
  ...shared,
  model: 'marineProduct',
  row: swsProductRow,
  query: swsProductQuery,
  select: {
    id: true,
    category_id: true,
    name: true,
    description: true,
    images: true,
    specs: true,
    active: true,
    created_at: true,
    updated_at: true,
    category: { select: { name: true, spec_kind: true } },
    items: { select: { price: true, on_hand: true, reserved: true } },
  },
  // q is matched by where (the name or an item's SKU)
  search: [],
  defaultSort: { field: 'name', order: 'asc' },
  pageSize: 10,
  scope: () => WATERSPORTS,
  where: (q) => ({
    ...(q.category ? { category_id: q.category } : {}),
    ...(q.active ? { active: q.active === 'true' } : {}),
    ...(q.q ? { OR: [{ name: textContains(q.q) }, { items: { some: { sku: textContains(q.q) } } }] } : {}),
  }),
  toRow: ({ category, items, specs, ...r }) => {
    const prices = items.map((i) => i.price);
    const onHand = items.reduce((s, i) => s + i.on_hand, 0);
    const reserved = items.reduce((s, i) => s + i.reserved, 0);
    return {
      ...r,
      category_name: category.name,
      spec_kind: kindOf(category.spec_kind),
      specs: (specs && typeof specs === 'object' && !Array.isArray(specs) ? specs : {}) as Record<string, number | string>,
      image_urls: r.images.map(uploadUrl),
      items_count: items.length,
      price_min: prices.length ? Math.min(...prices) : null,
      price_max: prices.length ? Math.max(...prices) : null,
      on_hand: onHand,
      reserved,
      available: onHand - reserved,
    };
  },
});

/** The product's items, by size order. */
export async function productItems(db: Client, productId: number) {
  const rows = await db.marineProductItem.findMany({
    where: { product_id: productId },
    select: itemSelect,
    orderBy: [{ size: { sort_order: 'asc' } }, { id: 'asc' }],
  });
  return rows.map(presentItem);
}

/** The specs as the kind's table: every attribute in order with its unit, null where the product has none. */
export async function productSpecs(db: Client, id: number) {
  const p = await db.marineProduct.findFirst({
    where: { id, ...WATERSPORTS },
    select: { id: true, specs: true, category: { select: { spec_kind: true } } },
  });
  if (!p) throw notFound(`product ${id} not found`);
  const kind = kindOf(p.category.spec_kind);
  return { product_id: p.id, kind, specs: specTable(kind, p.specs) };
}

/**
 * The sizes a watersports item may take. Sizes are one list shared with marine (no unit of their own): the
 * ones watersports items use and the ones no item uses yet; a size only marine items use ("15-25 HP",
 * "500 ml") is left out. In list order, as the shared list answers them.
 */
export async function swsSizes(db: Client) {
  const data = await db.marineSize.findMany({
    where: { OR: [{ items: { some: { product: WATERSPORTS } } }, { items: { none: {} } }] },
    select: { id: true, name: true, sort_order: true, _count: { select: { items: true } } },
    orderBy: [{ sort_order: 'asc' }, { id: 'asc' }],
  });
  return { total: data.length, data };
}
