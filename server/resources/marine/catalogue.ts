// The marine catalogue as resource definitions: categories, sizes, products and product items. Deletes go
// through guardedDelete (server/api/marine-catalogue.ts) so that what is referenced answers 409.

import type { ShopUnit } from '@/lib/rules/shop-unit';
import {
  categoryCreate,
  categoryQuery,
  categoryRow,
  categoryUpdate,
  itemCreate,
  itemQuery,
  itemRow,
  itemUpdate,
  productCreate,
  productQuery,
  productRow,
  productUpdate,
  sizeCreate,
  sizeQuery,
  sizeRow,
  sizeUpdate,
} from '@/lib/schemas/marine/catalogue';
import type { CurrentUser } from '@/server/auth/user';
import type { Client } from '@/server/crud/model';
import { defineResource } from '@/server/crud/resource';
import { selectOf } from '@/server/crud/select-of';
import { badRequest } from '@/server/http/errors';
import { assertAttachable } from '@/server/upload-refs';

/** Who reads the catalogue: everyone who keeps it, keeps the stock or sells. */
export const CATALOGUE_READ = ['marine.product', 'marine.warehouse', 'marine.transaction'] as const;

/** What every catalogue definition shares: written by the Product screen, deleted only through guardedDelete. */
const catalogue = {
  tag: 'Marine: catalogue',
  permission: 'marine.product',
  readPermission: CATALOGUE_READ,
  remove: false,
} as const;

/** Marine rows only: the watersports catalogue lives in the same tables (unit 'watersports'). */
const MARINE = { unit: 'marine' } as const;

/** A product's category must be one of the unit's: another unit's (or none) is a 400 on category_id. */
export async function checkCategory(db: Client, unit: ShopUnit, categoryId: number | undefined) {
  if (categoryId === undefined) return null;
  const category = await db.marineCategory.findFirst({ where: { id: categoryId, unit }, select: { id: true, spec_kind: true } });
  if (!category) {
    const message = `Unknown ${unit} category ${categoryId}`;
    throw badRequest(message, { category_id: message });
  }
  return category;
}

export const categories = defineResource({
  path: '/api/marine/category',
  label: 'category',
  ...catalogue,
  model: 'marineCategory',
  scope: () => MARINE,
  row: categoryRow,
  create: categoryCreate,
  update: categoryUpdate,
  query: categoryQuery,
  select: selectOf(categoryRow),
  search: ['name'],
  defaultSort: { field: 'name', order: 'asc' },
  pageSize: 10,
});

export const sizes = defineResource({
  path: '/api/marine/product-size',
  label: 'size',
  ...catalogue,
  model: 'marineSize',
  row: sizeRow,
  create: sizeCreate,
  update: sizeUpdate,
  query: sizeQuery,
  select: selectOf(sizeRow),
  search: ['name'],
  defaultSort: { field: 'sort_order', order: 'asc' },
  pageSize: 10,
});

const productSelect = {
  id: true,
  category_id: true,
  name: true,
  description: true,
  images: true,
  active: true,
  created_at: true,
  updated_at: true,
  category: { select: { name: true } },
  _count: { select: { items: true } },
} as const;

/** Images must be the writer's own uploads, or ones the product has already. */
export async function checkImages(db: Client, user: CurrentUser, ids: readonly string[] | undefined, current: readonly string[] = []) {
  await assertAttachable(db, user, ids, { field: 'images', label: 'image', current });
}

async function withImagesChecked<B extends { images?: string[] }>(db: Client, user: CurrentUser, body: B, id?: number): Promise<B> {
  const current = id ? ((await db.marineProduct.findUnique({ where: { id }, select: { images: true } }))?.images ?? []) : [];
  await checkImages(db, user, body.images, current);
  return body;
}

export const products = defineResource({
  path: '/api/marine/product',
  label: 'product',
  ...catalogue,
  model: 'marineProduct',
  row: productRow,
  create: productCreate,
  update: productUpdate,
  query: productQuery,
  select: productSelect,
  search: ['name', 'description'],
  defaultSort: { field: 'name', order: 'asc' },
  pageSize: 10,
  scope: () => MARINE,
  where: (q) => ({
    ...(q.category ? { category_id: q.category } : {}),
    ...(q.active ? { active: q.active === 'true' } : {}),
  }),
  toRow: ({ category, _count, ...r }) => ({ ...r, category_name: category.name, items_count: _count.items }),
  toCreate: async (body, { db, user }) => {
    await checkCategory(db, 'marine', body.category_id);
    return withImagesChecked(db, user, body);
  },
  toUpdate: async (body, { db, user, id }) => {
    await checkCategory(db, 'marine', body.category_id);
    return withImagesChecked(db, user, body, id);
  },
});

type ItemRecord = {
  on_hand: number;
  reserved: number;
  product: { name: string };
  size: { name: string };
};

/** The select of a row's item names (ledger, document and order rows), and their flattening. */
const itemNames = { sku: true, product: { select: { name: true } }, size: { select: { name: true } } } as const;
export const itemNamesSelect = { select: itemNames } as const;
export const itemNamesOf = (item: { sku: string; product: { name: string }; size: { name: string } }) => ({
  sku: item.sku,
  product_name: item.product.name,
  size_name: item.size.name,
});

/** An item as both shops answer it (with presentItem). */
export const itemSelect = {
  id: true,
  product_id: true,
  size_id: true,
  price: true,
  weight: true,
  low_stock: true,
  on_hand: true,
  reserved: true,
  active: true,
  version: true,
  ...itemNames,
} as const;

/** An item record as the API answers it: names flattened, available = on hand - reserved. */
export function presentItem<R extends ItemRecord>({ product, size, ...r }: R) {
  return { ...r, product_name: product.name, size_name: size.name, available: r.on_hand - r.reserved };
}

/** The marine price and weight default (spec 3) for what a new item leaves out. */
export async function itemDefaults(db: Client) {
  const d = await db.marineDefault.findUnique({ where: { id: 1 }, select: { price: true, weight: true } });
  return d ?? { price: 0, weight: 0 };
}

export const items = defineResource({
  path: '/api/marine/product-items',
  label: 'product item',
  ...catalogue,
  model: 'marineProductItem',
  row: itemRow,
  create: itemCreate,
  update: itemUpdate,
  query: itemQuery,
  select: itemSelect,
  search: ['sku'],
  defaultSort: { field: 'sku', order: 'asc' },
  pageSize: 10,
  scope: () => ({ product: MARINE }),
  where: (q) => (q.pid ? { product_id: q.pid } : {}),
  toRow: presentItem,
  summaries: {
    list: 'List product items (a product in a size) with on_hand, reserved and available; ?pid= filters by product',
    create: 'Create a product item; price and weight left out take the marine default (GET /api/marine/price-weight-default)',
    update: 'Update a product item (not its stock: stock moves through stock mutations)',
  },
  toCreate: async (body, { db }) => {
    if (!(await db.marineProduct.findFirst({ where: { id: body.product_id, ...MARINE }, select: { id: true } })))
      throw badRequest(`Unknown product ${body.product_id}`, { product_id: `Unknown product ${body.product_id}` });
    const d = await itemDefaults(db);
    return { ...body, price: body.price ?? d.price, weight: body.weight ?? d.weight };
  },
  // the version is checked under the row lock by PUT (server/api/marine-catalogue.ts), then bumped
  toUpdate: ({ version: _version, ...body }) => ({ ...body, version: { increment: 1 } }),
});
