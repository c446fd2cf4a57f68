// POST / PUT /api/marine/product/all and the watersports POST / PUT /api/sws/product: a product of a unit
// with its items in one transaction (issue 12). PUT replaces the items: one with id is updated, one without
// is created, the others are deleted (409 when an order or a stock document names them). A watersports
// product carries the specs of its category's kind, validated here (400 naming the attribute).
import { z } from 'zod';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { ShopUnit } from '@/lib/rules/shop-unit';
import { isSpecKind } from '@/lib/rules/sws-specs';
import type { ProductAllCreate, ProductAllUpdate } from '@/lib/schemas/marine/catalogue';
import { specsSchema } from '@/lib/schemas/watersports/specs';
import type { CurrentUser } from '@/server/auth/user';
import { writing } from '@/server/crud/paging';
import type { Tx } from '@/server/db';
import { badRequest, notFound } from '@/server/http/errors';
import { validationError } from '@/server/http/validation';
import { checkCategory, checkImages, itemDefaults } from './catalogue';
import { assertItemsUnused } from './references';
import { lockItems } from './stock';

type ItemIn = ProductAllCreate['items'][number];

function itemData(item: ItemIn, d: { price: number; weight: number }) {
  return {
    size_id: item.size_id,
    sku: item.sku,
    price: item.price ?? d.price,
    weight: item.weight ?? d.weight,
    low_stock: item.low_stock,
    active: item.active,
  };
}

/** What a watersports body adds: the specs, checked against its category's kind. */
type WithSpecs = { specs?: Record<string, unknown> };

/** The category (of the unit) and, for watersports, the specs as the kind's schema reads them. */
async function productData<B extends { category_id: number } & WithSpecs>(
  tx: Tx,
  user: CurrentUser,
  unit: ShopUnit,
  body: B,
  currentImages: readonly string[] = [],
) {
  const category = await checkCategory(tx, unit, body.category_id);
  await checkImages(tx, user, (body as { images?: string[] }).images, currentImages);
  const { specs, ...rest } = body;
  if (unit === 'marine') return { ...rest, unit };
  const kind = category?.spec_kind;
  if (!isSpecKind(kind)) throw badRequest('This category has no spec kind', { category_id: 'This category has no spec kind' });
  const parsed = specsSchema(kind).safeParse(specs ?? {});
  if (!parsed.success) {
    throw validationError(new z.ZodError(parsed.error.issues.map((issue) => ({ ...issue, path: ['specs', ...issue.path] }))));
  }
  return { ...rest, unit, specs: parsed.data as Prisma.InputJsonObject };
}

export async function createProductAll(tx: Tx, user: CurrentUser, body: ProductAllCreate & WithSpecs, unit: ShopUnit = 'marine') {
  const d = await itemDefaults(tx);
  const { items, ...product } = await productData(tx, user, unit, body);
  const created = await writing(
    tx.marineProduct.create({ data: { ...product, items: { create: items.map((i) => itemData(i, d)) } }, select: { id: true } }),
  );
  return { id: created.id };
}

export async function updateProductAll(tx: Tx, user: CurrentUser, body: ProductAllUpdate & WithSpecs, unit: ShopUnit = 'marine') {
  const { id } = body;
  const locked = await tx.$queryRaw<{ id: number; images: string[] }[]>`
    SELECT id, images::text[] FROM marine_products WHERE id = ${id} AND unit = ${unit} FOR UPDATE`;
  if (!locked.length) throw notFound(`product ${id} not found`);
  const { id: _id, items, ...product } = await productData(tx, user, unit, body, locked[0].images);
  const existing = await tx.marineProductItem.findMany({ where: { product_id: id }, select: { id: true } });
  // the items in id order, as every stock write locks them
  await lockItems(
    tx,
    existing.map((i) => i.id),
    unit,
  );
  const mine = new Set(existing.map((i) => i.id));
  const stranger = items.find((i) => i.id !== undefined && !mine.has(i.id));
  if (stranger)
    throw badRequest(`Item ${stranger.id} is not an item of product ${id}`, {
      items: `Item ${stranger.id} is not an item of this product`,
    });
  const kept = new Set(items.flatMap((i) => (i.id ? [i.id] : [])));
  const removed = existing.map((i) => i.id).filter((i) => !kept.has(i));
  await assertItemsUnused(tx, removed);
  const d = await itemDefaults(tx);
  await tx.marineProductItem.deleteMany({ where: { id: { in: removed } } });
  await writing(tx.marineProduct.update({ where: { id }, data: product, select: { id: true } }));
  for (const item of items) {
    if (item.id) {
      const current = await tx.marineProductItem.findUniqueOrThrow({ where: { id: item.id }, select: { price: true, weight: true } });
      await writing(
        tx.marineProductItem.update({
          where: { id: item.id },
          data: { ...itemData(item, current), version: { increment: 1 } },
          select: { id: true },
        }),
      );
    } else {
      await writing(tx.marineProductItem.create({ data: { ...itemData(item, d), product_id: id }, select: { id: true } }));
    }
  }
  return { id };
}
