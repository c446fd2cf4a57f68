// The marine catalogue: categories, sizes, products and items, product/all in one transaction, the price
// and weight default, deletes of referenced rows (409 naming them), and who may use it.
import { describe, expect, it } from 'vitest';
import {
  categoryCollection,
  categoryItem,
  itemCollection,
  itemItem,
  priceWeightDefault,
  productAll,
  productCollection,
  productItem,
  sizeAll,
  sizeCollection,
  sizeItem,
} from '@/server/api/marine-catalogue';
import { stockMutationCollection } from '@/server/api/marine-stock';
import { db } from '@/server/db';
import { call } from '../support/api-client';
import { catalogue, idp, signedIn, unique } from './marine-fixtures';

const t = signedIn();

async function created(res: { status: number; json: { id: number }; text: string }) {
  expect(res.status, res.text).toBe(201);
  return res.json.id;
}

describe('marine catalogue', () => {
  it('creates categories, sizes, products and items; lists by category and pid; items take the default', async () => {
    const put = await call(priceWeightDefault.PUT, { token: t.warehouse, body: { price: 99_000, weight: 450 } });
    expect(put.status).toBe(200);
    expect((await call(priceWeightDefault.GET, { token: t.cs })).json).toMatchObject({ price: 99_000, weight: 450 });

    const cat = await created(await call(categoryCollection.POST, { token: t.warehouse, body: { name: unique('Safety gear') } }));
    const size = await created(await call(sizeCollection.POST, { token: t.cs, body: { name: unique('XL'), sort_order: 5 } }));
    const prod = await created(
      await call(productCollection.POST, { token: t.marineManager, body: { category_id: cat, name: 'Life jacket 150N' } }),
    );
    const sku = unique('lj').replace(/\W+/g, '-');
    const item = await created(await call(itemCollection.POST, { token: t.warehouse, body: { product_id: prod, size_id: size, sku } }));
    const got = await call(itemItem.GET, { token: t.cs, params: idp(item) });
    expect(got.json).toMatchObject({
      sku: sku.toUpperCase(),
      price: 99_000,
      weight: 450,
      on_hand: 0,
      reserved: 0,
      available: 0,
      product_name: 'Life jacket 150N',
    });

    const byCat = await call(productCollection.GET, { token: t.cs, query: { category: cat } });
    expect(byCat.json.data.map((p: { id: number }) => p.id)).toEqual([prod]);
    expect(byCat.json.data[0]).toMatchObject({ items_count: 1 });
    const byPid = await call(itemCollection.GET, { token: t.cs, query: { pid: prod } });
    expect(byPid.json.total).toBe(1);
    const all = await call(sizeAll, { token: t.warehouse });
    expect(all.json.data.some((s: { id: number }) => s.id === size)).toBe(true);

    const dup = await call(itemCollection.POST, { token: t.warehouse, body: { product_id: prod, size_id: size, sku } });
    expect(dup.status).toBe(409);
    const stock = await call(itemItem.PUT, { token: t.warehouse, params: idp(item), body: { on_hand: 50 } });
    expect(stock.status).toBe(400);
    const badPrice = await call(itemItem.PUT, { token: t.warehouse, params: idp(item), body: { price: 1.5 } });
    expect(badPrice.status).toBe(400);
    const v = (await call(itemItem.GET, { token: t.cs, params: idp(item) })).json.version;
    const [x, y] = await Promise.all([
      call(itemItem.PUT, { token: t.warehouse, params: idp(item), body: { price: 120_000, version: v } }),
      call(itemItem.PUT, { token: t.cs, params: idp(item), body: { price: 130_000, version: v } }),
    ]);
    expect([x.status, y.status].sort()).toEqual([200, 409]);
    expect((x.status === 409 ? x : y).json.error.message).toBe('The item changed: reload it');
    const after = (await call(itemItem.GET, { token: t.cs, params: idp(item) })).json;
    expect(after.version).toBe(v + 1);
    expect(after.price).toBe(x.status === 200 ? 120_000 : 130_000);
    expect((await call(itemItem.PUT, { token: t.cs, params: idp(2_000_000_000), body: { price: 1 } })).status).toBe(404);
  });

  it('product/all creates a product with its items in one transaction and PUT replaces them', async () => {
    const { category } = await catalogue([]);
    const [s1, s2, s3] = await Promise.all(
      ['A', 'B', 'C'].map((n, i) => db.marineSize.create({ data: { name: unique(n), sort_order: i } })),
    );
    const base = unique('rope').replace(/\W+/g, '-').toUpperCase();
    const body = {
      category_id: category.id,
      name: 'Mooring rope 12 mm',
      items: [
        { size_id: s1.id, sku: `${base}-10M`, price: 250_000, weight: 1_200 },
        { size_id: s2.id, sku: `${base}-20M`, price: 480_000 },
      ],
    };
    const id = await created(await call(productAll.POST, { token: t.warehouse, body }));
    const items = await db.marineProductItem.findMany({ where: { product_id: id }, orderBy: { sku: 'asc' } });
    expect(items.map((i) => [i.sku, i.price])).toEqual([
      [`${base}-10M`, 250_000],
      [`${base}-20M`, 480_000],
    ]);

    // a failing item writes nothing (the SKU of another product)
    const before = await db.marineProduct.count();
    const clash = await call(productAll.POST, {
      token: t.warehouse,
      body: {
        ...body,
        name: 'Clash',
        items: [
          { size_id: s1.id, sku: `${base}-NEW` },
          { size_id: s2.id, sku: `${base}-10M` },
        ],
      },
    });
    expect(clash.status).toBe(409);
    expect(await db.marineProduct.count()).toBe(before);
    expect(
      (
        await call(productAll.POST, {
          token: t.warehouse,
          body: { ...body, items: [body.items[0], { ...body.items[1], sku: body.items[0].sku }] },
        })
      ).status,
    ).toBe(400);

    // replace: keep the first (new price), drop the second, add a third
    const put = await call(productAll.PUT, {
      token: t.warehouse,
      body: {
        id,
        category_id: category.id,
        name: 'Mooring rope 12 mm (3-strand)',
        items: [
          { id: items[0].id, size_id: s1.id, sku: `${base}-10M`, price: 260_000 },
          { size_id: s3.id, sku: `${base}-50M` },
        ],
      },
    });
    expect(put.status, put.text).toBe(200);
    const after = await db.marineProductItem.findMany({ where: { product_id: id }, orderBy: { sku: 'asc' } });
    expect(after.map((i) => [i.id === items[0].id, i.sku, i.price])).toEqual([
      [true, `${base}-10M`, 260_000],
      [false, `${base}-50M`, (await db.marineDefault.findUniqueOrThrow({ where: { id: 1 } })).price],
    ]);

    // an item with stock history cannot be dropped: 409 naming it, nothing changes
    await call(stockMutationCollection.POST, {
      token: t.warehouse,
      body: { item_id: items[0].id, inout: 'in', quantity: 3, reason: 'received' },
    });
    const drop = await call(productAll.PUT, { token: t.warehouse, body: { id, category_id: category.id, name: 'X', items: [] } });
    expect(drop.status).toBe(409);
    expect(drop.json.error.message).toContain(`${base}-10M`);
    expect(drop.json.error.message).toContain('1 stock mutation');
    expect(await db.marineProductItem.count({ where: { product_id: id } })).toBe(2);
    expect((await db.marineProduct.findUniqueOrThrow({ where: { id } })).name).toBe('Mooring rope 12 mm (3-strand)');
    expect((await call(productAll.PUT, { token: t.warehouse, body: { ...body, id: 2_000_000_000 } })).status).toBe(404);
  });

  it('deleting what is referenced is a 409 naming it; unreferenced rows go', async () => {
    const { category, product, items } = await catalogue([5, 0]);
    await call(stockMutationCollection.POST, {
      token: t.warehouse,
      body: { item_id: items[0].id, inout: 'out', quantity: 1, reason: 'damaged' },
    });
    const cat = await call(categoryItem.DELETE, { token: t.warehouse, params: idp(category.id) });
    expect(cat.status).toBe(409);
    expect(cat.json.error.message).toContain(product.name);
    const size = await call(sizeItem.DELETE, { token: t.warehouse, params: idp(items[0].size_id) });
    expect(size.status).toBe(409);
    expect(size.json.error.message).toContain(items[0].sku);
    const prod = await call(productItem.DELETE, { token: t.warehouse, params: idp(product.id) });
    expect(prod.status).toBe(409);
    expect(prod.json.error.message).toContain(items[0].sku);
    const used = await call(itemItem.DELETE, { token: t.warehouse, params: idp(items[0].id) });
    expect(used.status).toBe(409);
    expect(await db.marineProductItem.count({ where: { product_id: product.id } })).toBe(2);

    expect((await call(itemItem.DELETE, { token: t.warehouse, params: idp(items[1].id) })).json).toEqual({ affected: 1 });
    expect((await call(sizeItem.DELETE, { token: t.warehouse, params: idp(items[1].size_id) })).status).toBe(200);
    const fresh = await catalogue([0]);
    expect((await call(productItem.DELETE, { token: t.warehouse, params: idp(fresh.product.id) })).status).toBe(200);
    expect(await db.marineProductItem.count({ where: { product_id: fresh.product.id } })).toBe(0);
    expect((await call(categoryItem.DELETE, { token: t.warehouse, params: idp(fresh.category.id) })).status).toBe(200);
    expect((await call(categoryItem.DELETE, { token: t.warehouse, params: idp(fresh.category.id) })).status).toBe(404);
  });

  it("is the marine unit's: other roles and the airline manager get 403", async () => {
    for (const who of ['pilot', 'airlineManager', 'airlineCs', 'watersports'] as const) {
      expect((await call(productCollection.GET, { token: t[who] })).status, who).toBe(403);
      expect((await call(categoryCollection.POST, { token: t[who], body: { name: unique('x') } })).status, who).toBe(403);
      expect((await call(productAll.POST, { token: t[who], body: { category_id: 1, name: 'x', items: [] } })).status, who).toBe(403);
    }
    expect((await call(productCollection.GET, { token: t.admin })).status).toBe(200);
    expect((await call(productCollection.GET, {})).status).toBe(401);
  });
});
