// The watersports catalogue: a product with its items and specs in one transaction (specs checked against
// the category's kind, 400 naming the attribute), the list's totals, the specs table, stock by the marine
// rules with its history, each unit's rows refused through the other's endpoints, and who may call.
import { describe, expect, it } from 'vitest';
import {
  categoryCollection,
  categoryItem,
  itemCollection,
  itemItem,
  productAll,
  productCollection,
  productItem,
} from '@/server/api/marine-catalogue';
import * as marineStock from '@/server/api/marine-stock';
import {
  swsCategoryCollection,
  swsProductCollection,
  swsProductItem,
  swsProductSpecs,
  swsProductStock,
  swsSizeAll,
  swsStockHistory,
} from '@/server/api/sws-products';
import { db } from '@/server/db';
import { call } from '../support/api-client';
import { catalogue, idp, stockViolations } from './marine-fixtures';
import { BOARD_SPECS, SWS_ALLOWED, SWS_REFUSED, swsCategory, swsSignedIn } from './sws-fixtures';

const t = swsSignedIn();

async function board() {
  const { category, sizes, tag } = await swsCategory('board');
  const body = {
    category_id: category.id,
    name: `Allround iSUP ${tag}`,
    description: 'Inflatable allround board',
    specs: BOARD_SPECS,
    items: [
      { size_id: sizes[0].id, sku: `SUP-${tag}-S`, price: 6_500_000, weight: 9_500 },
      { size_id: sizes[1].id, sku: `SUP-${tag}-L`, price: 7_250_000, weight: 10_800 },
    ],
  };
  const res = await call(swsProductCollection.POST, { token: t.sws, body });
  expect(res.status, res.text).toBe(201);
  const items = await db.marineProductItem.findMany({ where: { product_id: res.json.id }, orderBy: { sku: 'asc' } });
  return { id: res.json.id as number, body, category, sizes, tag, items };
}

describe('watersports products', () => {
  it('creates a board with its sizes and specs, lists it with its totals, answers its detail and specs table', async () => {
    const { id, body, category, tag, items } = await board();
    const row = await db.marineProduct.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ unit: 'watersports', specs: BOARD_SPECS });
    expect(items.map((i) => i.sku)).toEqual([`SUP-${tag}-L`, `SUP-${tag}-S`]);

    const bySku = await call(swsProductCollection.GET, { token: t.swsCs, query: { q: `sup-${tag.toLowerCase()}-l` } });
    expect(bySku.json.data.map((p: { id: number }) => p.id)).toEqual([id]);
    const byCat = await call(swsProductCollection.GET, { token: t.swsManager, query: { category: category.id, sort: 'name' } });
    expect(byCat.json).toMatchObject({ total: 1 });
    expect(byCat.json.data[0]).toMatchObject({
      name: body.name,
      category_name: category.name,
      spec_kind: 'board',
      items_count: 2,
      price_min: 6_500_000,
      price_max: 7_250_000,
      on_hand: 0,
      available: 0,
      active: true,
    });

    const detail = await call(swsProductItem.GET, { token: t.sws, params: idp(id) });
    expect(detail.json.items.map((i: { sku: string; price: number }) => [i.sku, i.price])).toEqual([
      [`SUP-${tag}-S`, 6_500_000],
      [`SUP-${tag}-L`, 7_250_000],
    ]);
    const specs = await call(swsProductSpecs, { token: t.swsCs, params: idp(id) });
    expect(specs.json.product_id).toBe(id);
    expect(specs.json.kind).toBe('board');
    expect(specs.json.specs[0]).toEqual({ key: 'length_cm', label: 'Length', type: 'number', unit: 'cm', value: 320 });
    expect(specs.json.specs.find((s: { key: string }) => s.key === 'fins')).toMatchObject({ value: null });

    const cats = await call(swsCategoryCollection, { token: t.sws, query: { q: category.name } });
    expect(cats.json.data).toEqual([{ id: category.id, name: category.name, description: null, spec_kind: 'board', products_count: 1 }]);
  });

  it('refuses specs that do not fit the kind (400 naming the attribute) and categories of the other unit; writes nothing', async () => {
    const { category, sizes, tag } = await swsCategory('board');
    const base = { category_id: category.id, name: `Board ${tag}`, items: [{ size_id: sizes[0].id, sku: `B-${tag}`, price: 1_000_000 }] };
    const marine = await catalogue([]);
    const before = await db.marineProduct.count();
    const { volume_l: _v, ...noVolume } = BOARD_SPECS;
    const cases: [unknown, string, string][] = [
      [noVolume, 'specs.volume_l', 'Please input volume (L)'],
      [{ ...BOARD_SPECS, seats: 2 }, 'specs.seats', 'Unknown field specs.seats'],
      [{ ...BOARD_SPECS, length_cm: 80 }, 'specs.length_cm', 'Length (cm) must be at least 100'],
      [{ ...BOARD_SPECS, construction: 'Wood' }, 'specs.construction', 'Construction must be one of'],
    ];
    for (const [specs, field, message] of cases) {
      const res = await call(swsProductCollection.POST, { token: t.sws, body: { ...base, specs } });
      expect(res.status, field).toBe(400);
      expect(res.json.error.fields[field], field).toContain(message);
    }
    expect((await call(swsProductCollection.POST, { token: t.sws, body: { ...base, specs: 'big' } })).status).toBe(400);
    const wrongUnit = await call(swsProductCollection.POST, {
      token: t.sws,
      body: { ...base, category_id: marine.category.id, specs: BOARD_SPECS },
    });
    expect(wrongUnit.status).toBe(400);
    expect(wrongUnit.json.error.fields.category_id).toBe(`Unknown watersports category ${marine.category.id}`);
    expect(await db.marineProduct.count()).toBe(before);

    // a wetsuit category asks for the wetsuit's attributes
    const wet = await swsCategory('wetsuit');
    const suit = await call(swsProductCollection.POST, {
      token: t.sws,
      body: { ...base, category_id: wet.category.id, specs: BOARD_SPECS },
    });
    expect(suit.status).toBe(400);
    expect(Object.keys(suit.json.error.fields)).toContain('specs.thickness_mm');
  });

  it('PUT replaces the product, its specs and items; marine ids are 404 here', async () => {
    const { id, body, sizes, tag, items } = await board();
    const small = items.find((i) => i.sku.endsWith('-S'));
    const put = await call(swsProductItem.PUT, {
      token: t.swsManager,
      params: idp(id),
      body: {
        ...body,
        name: `${body.name} 2027`,
        specs: { ...BOARD_SPECS, volume_l: 310, fins: 3 },
        items: [
          { id: small?.id, size_id: sizes[0].id, sku: `SUP-${tag}-S`, price: 6_900_000 },
          { size_id: sizes[2].id, sku: `SUP-${tag}-XL`, price: 7_900_000 },
        ],
      },
    });
    expect(put.status, put.text).toBe(200);
    const specs = (await call(swsProductSpecs, { token: t.sws, params: idp(id) })).json.specs;
    expect(specs.find((s: { key: string }) => s.key === 'volume_l').value).toBe(310);
    expect(specs.find((s: { key: string }) => s.key === 'fins').value).toBe(3);
    const after = await db.marineProductItem.findMany({ where: { product_id: id }, orderBy: { sku: 'asc' } });
    expect(after.map((i) => [i.sku, i.price, i.id === small?.id])).toEqual([
      [`SUP-${tag}-S`, 6_900_000, true],
      [`SUP-${tag}-XL`, 7_900_000, false],
    ]);
    const bad = await call(swsProductItem.PUT, { token: t.sws, params: idp(id), body: { ...body, specs: { ...BOARD_SPECS, fins: 9 } } });
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields['specs.fins']).toBe('Fins may be at most 5');

    const marine = await catalogue([1]);
    expect((await call(swsProductItem.GET, { token: t.sws, params: idp(marine.product.id) })).status).toBe(404);
    expect((await call(swsProductSpecs, { token: t.sws, params: idp(marine.product.id) })).status).toBe(404);
    expect((await call(swsProductSpecs, { token: t.sws, params: idp(2_000_000_000) })).status).toBe(404);
    const marinePut = await call(swsProductItem.PUT, { token: t.sws, params: idp(marine.product.id), body });
    expect(marinePut.status).toBe(404);
    expect((await db.marineProduct.findUniqueOrThrow({ where: { id: marine.product.id } })).unit).toBe('marine');
    const list = await call(swsProductCollection.GET, { token: t.sws, query: { q: marine.product.name } });
    expect(list.json.total).toBe(0);
  });

  it('receives, issues and counts stock by the marine rules, with the history; short is 409 naming the item', async () => {
    const { items } = await board();
    const item = items[0];
    const move = (body: object) => call(swsProductStock, { token: t.sws, body: { item_id: item.id, ...body } });
    const received = await move({ action: 'receive', quantity: 5, reference: 'GR-TEST' });
    expect(received.status, received.text).toBe(201);
    expect(received.json).toMatchObject({ item_id: item.id, on_hand: 5, available: 5 });
    expect((await move({ action: 'issue', quantity: 2, reason: 'damaged' })).json).toMatchObject({ on_hand: 3 });
    const short = await move({ action: 'issue', quantity: 4 });
    expect(short.status).toBe(409);
    expect(short.json.error.message).toBe(`Not enough stock: ${item.sku} (requested 4, available 3)`);
    expect((await move({ action: 'receive', quantity: 1, reason: 'sold' })).status).toBe(400);
    expect((await move({ action: 'receive', quantity: 0 })).status).toBe(400);
    expect((await move({ action: 'count', quantity: 7 })).json).toMatchObject({ on_hand: 7 });
    expect((await move({ action: 'count', quantity: 7 })).json).toMatchObject({ id: null, on_hand: 7 });
    await db.marineProductItem.update({ where: { id: item.id }, data: { reserved: 2 } });
    const below = await move({ action: 'count', quantity: 1 });
    expect(below.status).toBe(409);
    expect(below.json.error.message).toContain('The count is below what open orders have reserved');
    await db.marineProductItem.update({ where: { id: item.id }, data: { reserved: 0 } });

    const history = await call(swsStockHistory, { token: t.swsCs, params: idp(item.id) });
    expect(history.status).toBe(200);
    expect(history.json.data.map((m: { reason: string; before: number; after: number }) => [m.reason, m.before, m.after])).toEqual([
      ['count', 3, 7],
      ['damaged', 5, 3],
      ['received', 0, 5],
    ]);
    expect(history.json.data[2]).toMatchObject({ reference: 'GR-TEST', user_name: expect.any(String), sku: item.sku });
    expect(await stockViolations([item.id])).toEqual([]);
  });

  it("keeps each unit's catalogue and stock to itself, both ways", async () => {
    const sws = await board();
    const item = sws.items[0];
    await call(swsProductStock, { token: t.sws, body: { item_id: item.id, action: 'receive', quantity: 4 } });
    const swsMove = await db.marineStockMutation.findFirstOrThrow({ where: { item_id: item.id } });
    const marine = await catalogue([3]);
    const mItem = marine.items[0];
    const w = t.warehouse;

    // marine reads: the watersports rows are not there
    const names = async (res: Promise<{ json: { data: { id: number }[] } }>) => (await res).json.data.map((r) => r.id);
    expect(await names(call(productCollection.GET, { token: t.marineCs, query: { category: sws.category.id } }))).toEqual([]);
    expect(await names(call(productCollection.GET, { token: t.marineCs, query: { q: sws.body.name } }))).toEqual([]);
    expect(await names(call(categoryCollection.GET, { token: w, query: { q: sws.category.name } }))).toEqual([]);
    expect(await names(call(itemCollection.GET, { token: w, query: { pid: sws.id } }))).toEqual([]);
    expect(await names(call(marineStock.inventoryList, { token: w, query: { q: item.sku } }))).toEqual([]);
    expect(await names(call(marineStock.stockMutationHistoryAll, { token: w, query: { item: item.id } }))).toEqual([]);
    expect(await names(call(marineStock.stockMutationCollection.GET, { token: w, query: { q: item.sku } }))).toEqual([]);
    for (const [handler, params] of [
      [productItem.GET, idp(sws.id)],
      [categoryItem.GET, idp(sws.category.id)],
      [itemItem.GET, idp(item.id)],
      [marineStock.inventoryItem, idp(item.id)],
      [marineStock.stockMutationItem, idp(swsMove.id)],
      [marineStock.stockMutationHistory, { sid: String(item.id), inout: 'all' }],
    ] as const) {
      expect((await call(handler, { token: w, params })).status, handler.spec.path).toBe(404);
    }
    // the seeded watersports warehouse documents (its opening stock) are not marine's
    const swsOpening = await db.marineMasterMutation.findFirst({
      where: { notes: 'Opening stock', lines: { some: { item: { product: { unit: 'watersports' } } } } },
    });
    if (swsOpening) {
      expect((await call(marineStock.masterMutationItem.GET, { token: w, params: idp(swsOpening.id) })).status).toBe(404);
      expect((await call(marineStock.masterMutationItem.DELETE, { token: w, params: idp(swsOpening.id) })).status).toBe(404);
      const openings = await call(marineStock.masterMutationList, { token: w, query: { q: 'Opening stock' } });
      expect(openings.json.data.map((d: { id: number }) => d.id)).not.toContain(swsOpening.id);
      expect(openings.json.total).toBe(1);
    }
    // marine writes: 404 for the row, 400 for a line or a reference naming a watersports row
    expect((await call(itemItem.PUT, { token: w, params: idp(item.id), body: { price: 1 } })).status).toBe(404);
    expect((await call(productItem.PUT, { token: w, params: idp(sws.id), body: { name: 'x' } })).status).toBe(404);
    expect((await call(categoryItem.PUT, { token: w, params: idp(sws.category.id), body: { name: 'x' } })).status).toBe(404);
    expect((await call(productItem.DELETE, { token: w, params: idp(sws.id) })).status).toBe(404);
    const allPut = await call(productAll.PUT, {
      token: w,
      body: { id: sws.id, category_id: marine.category.id, name: 'x', items: [] },
    });
    expect(allPut.status).toBe(404);
    for (const [handler, body] of [
      [productCollection.POST, { category_id: sws.category.id, name: 'x' }],
      [productAll.POST, { category_id: sws.category.id, name: 'x', items: [] }],
      [itemCollection.POST, { product_id: sws.id, size_id: sws.sizes[2].id, sku: `X-${sws.tag}` }],
      [marineStock.stockMutationCollection.POST, { item_id: item.id, inout: 'in', quantity: 1, reason: 'received' }],
      [marineStock.masterMutationCollection.POST, { doc_type: 'receipt', lines: [{ item_id: item.id, quantity: 1 }] }],
      [
        marineStock.masterMutationCollection.POST,
        {
          doc_type: 'receipt',
          lines: [
            { item_id: mItem.id, quantity: 1 },
            { item_id: item.id, quantity: 1 },
          ],
        },
      ],
    ] as const) {
      const res = await call(handler, { token: w, body });
      expect(res.status, `${handler.spec.path} ${res.text}`).toBe(400);
    }
    const swsItem = await db.marineProductItem.findUniqueOrThrow({ where: { id: item.id } });
    expect(swsItem).toMatchObject({ on_hand: 4, price: item.price });
    expect(await db.marineProduct.findUniqueOrThrow({ where: { id: sws.id } })).toMatchObject({ name: sws.body.name });

    // watersports: the marine rows are not there
    expect((await call(swsProductStock, { token: t.sws, body: { item_id: mItem.id, action: 'receive', quantity: 1 } })).status).toBe(400);
    expect((await call(swsStockHistory, { token: t.sws, params: idp(mItem.id) })).status).toBe(404);
    expect((await call(swsCategoryCollection, { token: t.sws, query: { q: marine.category.name } })).json.total).toBe(0);
    expect((await db.marineProductItem.findUniqueOrThrow({ where: { id: mItem.id } })).on_hand).toBe(3);
  });

  it('is open to the watersports roles and their manager; marine and airline roles get 403', async () => {
    const { id, body, items } = await board();
    const reads = (token: string) => [
      call(swsProductCollection.GET, { token }),
      call(swsProductItem.GET, { token, params: idp(id) }),
      call(swsProductSpecs, { token, params: idp(id) }),
      call(swsCategoryCollection, { token }),
      call(swsStockHistory, { token, params: idp(items[0].id) }),
      call(swsSizeAll, { token }),
    ];
    const writes = (token: string) => [
      call(swsProductCollection.POST, { token, body: { ...body, items: [] } }),
      call(swsProductItem.PUT, { token, params: idp(id), body: { ...body, items: [] } }),
      call(swsProductStock, { token, body: { item_id: items[0].id, action: 'receive', quantity: 1 } }),
    ];
    for (const who of SWS_REFUSED) {
      const statuses = (await Promise.all([...reads(t[who]), ...writes(t[who])])).map((r) => r.status);
      expect(statuses, who).toEqual(statuses.map(() => 403));
    }
    expect((await call(swsProductCollection.GET, {})).status).toBe(401);
    for (const who of SWS_ALLOWED) {
      for (const res of await Promise.all(reads(t[who]))) expect(res.status, `${who} ${res.text}`).toBe(200);
      const moved = await call(swsProductStock, { token: t[who], body: { item_id: items[0].id, action: 'receive', quantity: 1 } });
      expect(moved.status, who).toBe(201);
    }
    expect((await db.marineProductItem.findUniqueOrThrow({ where: { id: items[0].id } })).on_hand).toBe(3);
    const { tag, sizes, category } = await import('./sws-fixtures').then((f) => f.swsCategory('kayak'));
    const kayak = {
      category_id: category.id,
      name: `Touring kayak ${tag}`,
      specs: { length_cm: 430, width_cm: 62, seats: 1, capacity_kg: 140, material: 'Polyethylene' },
      items: [{ size_id: sizes[0].id, sku: `K-${tag}`, price: 12_500_000 }],
    };
    const made = await call(swsProductCollection.POST, { token: t.swsCs, body: kayak });
    expect(made.status, made.text).toBe(201);
    const edited = await call(swsProductItem.PUT, {
      token: t.swsManager,
      params: idp(made.json.id),
      body: { ...kayak, name: 'Touring kayak' },
    });
    expect(edited.status, edited.text).toBe(200);
  });

  it('offers the sizes of watersports items and unused ones, not the sizes only marine items use', async () => {
    const { sizes } = await board();
    const marine = await catalogue([1]);
    const marineSize = marine.items[0].size_id;
    const res = await call(swsSizeAll, { token: t.sws });
    expect(res.status, res.text).toBe(200);
    const ids = res.json.data.map((r: { id: number }) => r.id);
    expect(ids).toEqual(expect.arrayContaining(sizes.map((z) => z.id)));
    expect(ids).not.toContain(marineSize);
    expect(res.json.total).toBe(ids.length);
  });
});
