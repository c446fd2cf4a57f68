// POST / PUT /api/marine/product/all: a product with its items in one transaction (issue 12). PUT replaces
// the items: one with id is updated, one without is created, the others are deleted (409 when an order or
// a stock document names them).
import type { ProductAllCreate, ProductAllUpdate } from '@/lib/schemas/marine/catalogue';
import { writing } from '@/server/crud/paging';
import type { Tx } from '@/server/db';
import { badRequest, notFound } from '@/server/http/errors';
import { checkImages, itemDefaults } from './catalogue';
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

export async function createProductAll(tx: Tx, body: ProductAllCreate) {
  await checkImages(tx, body.images);
  const d = await itemDefaults(tx);
  const { items, ...product } = body;
  const created = await writing(
    tx.marineProduct.create({ data: { ...product, items: { create: items.map((i) => itemData(i, d)) } }, select: { id: true } }),
  );
  return { id: created.id };
}

export async function updateProductAll(tx: Tx, body: ProductAllUpdate) {
  const { id, items, ...product } = body;
  const locked = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM marine_products WHERE id = ${id} FOR UPDATE`;
  if (!locked.length) throw notFound(`product ${id} not found`);
  await checkImages(tx, body.images);
  const existing = await tx.marineProductItem.findMany({ where: { product_id: id }, select: { id: true } });
  // the items in id order, as every stock write locks them
  await lockItems(
    tx,
    existing.map((i) => i.id),
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
