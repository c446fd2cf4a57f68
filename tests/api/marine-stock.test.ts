// Marine stock: receive and issue, warehouse documents posted all or nothing, an item's history, stock
// levels, the invariants (SQL), and twenty parallel outs on an item with stock for ten.
import { describe, expect, it } from 'vitest';
import {
  inventoryItem,
  inventoryList,
  masterMutationCollection,
  masterMutationItem,
  masterMutationList,
  stockMutationCollection,
  stockMutationHistory,
  stockMutationHistoryAll,
  stockMutationItem,
} from '@/server/api/marine-stock';
import { db } from '@/server/db';
import { call } from '../support/api-client';
import { catalogue, idp, signedIn, stockViolations } from './marine-fixtures';

const t = signedIn();

const onHand = async (id: number) => (await db.marineProductItem.findUniqueOrThrow({ where: { id } })).on_hand;

describe('stock mutations', () => {
  it('receives and issues with before/after and the user; an out above available is a 409 naming the item', async () => {
    const { items } = await catalogue([0]);
    const item = items[0];
    const rec = await call(stockMutationCollection.POST, {
      token: t.warehouse,
      body: { item_id: item.id, inout: 'in', quantity: 12, reason: 'received', reference: 'PO-77' },
    });
    expect(rec.status, rec.text).toBe(201);
    const one = await call(stockMutationItem, { token: t.warehouse, params: idp(rec.json.id) });
    expect(one.json).toMatchObject({
      item_id: item.id,
      sku: item.sku,
      inout: 'in',
      quantity: 12,
      reason: 'received',
      reference: 'PO-77',
      before: 0,
      after: 12,
      user_name: 'Demo Marine - Warehouse',
    });

    const out = await call(stockMutationCollection.POST, {
      token: t.marineManager,
      body: { item_id: item.id, inout: 'out', quantity: 5, reason: 'damaged' },
    });
    expect(out.status).toBe(201);
    const tooMany = await call(stockMutationCollection.POST, {
      token: t.warehouse,
      body: { item_id: item.id, inout: 'out', quantity: 8, reason: 'sold' },
    });
    expect(tooMany.status).toBe(409);
    expect(tooMany.json.error.message).toBe(`Not enough stock: ${item.sku} (requested 8, available 7)`);
    expect(tooMany.json.error.shortages).toEqual([{ sku: item.sku, requested: 8, available: 7 }]);
    expect(await onHand(item.id)).toBe(7);

    for (const body of [
      { item_id: item.id, inout: 'in', quantity: 1, reason: 'sold' },
      { item_id: item.id, inout: 'out', quantity: 1, reason: 'count' },
      { item_id: item.id, inout: 'in', quantity: 0, reason: 'received' },
      { item_id: item.id, inout: 'in', quantity: 1.5, reason: 'received' },
      { item_id: item.id, inout: 'up', quantity: 1, reason: 'received' },
      { item_id: 2_000_000_000, inout: 'in', quantity: 1, reason: 'received' },
    ]) {
      const res = await call(stockMutationCollection.POST, { token: t.warehouse, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(await onHand(item.id)).toBe(7);

    const hist = await call(stockMutationHistory, { token: t.warehouse, params: { sid: String(item.id), inout: 'all' } });
    expect(hist.json.data.map((m: { after: number }) => m.after)).toEqual([7, 12]);
    const ins = await call(stockMutationHistory, { token: t.warehouse, params: { sid: String(item.id), inout: 'in' } });
    expect(ins.json.total).toBe(1);
    const all = await call(stockMutationHistoryAll, { token: t.warehouse, query: { item: item.id, reason: 'damaged' } });
    expect(all.json.total).toBe(1);
    const list = await call(stockMutationCollection.GET, { token: t.warehouse, query: { q: 'PO-77', limit: 5 } });
    expect(list.json.data.some((m: { id: number }) => m.id === rec.json.id)).toBe(true);
    expect(await stockViolations()).toEqual([]);
  });

  it('twenty parallel outs of one on an item with ten: exactly ten succeed and on hand ends at zero', async () => {
    const { items } = await catalogue([10]);
    const item = items[0];
    await db.marineStockMutation.create({
      data: { item_id: item.id, inout: 'in', quantity: 10, reason: 'received', before: 0, after: 10 },
    });
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(stockMutationCollection.POST, { token: t.warehouse, body: { item_id: item.id, inout: 'out', quantity: 1, reason: 'sold' } }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(10);
    expect(await onHand(item.id)).toBe(0);
    expect(await db.marineStockMutation.count({ where: { item_id: item.id, inout: 'out' } })).toBe(10);
    expect(await stockViolations()).toEqual([]);
  });
});

/** Posts a warehouse document of [item, quantity] lines as the warehouse. */
const postDoc = (head: { doc_type: string; reference?: string; post?: boolean }, ...lines: [{ id: number }, number][]) =>
  call(masterMutationCollection.POST, {
    token: t.warehouse,
    body: { ...head, lines: lines.map(([item, quantity]) => ({ item_id: item.id, quantity })) },
  });

describe('warehouse documents', () => {
  it('posts a receipt, a delivery and a count; a short delivery changes nothing and names every short item', async () => {
    const { items } = await catalogue([0, 0, 0]);
    const [a, b, c] = items;
    const receipt = await postDoc({ doc_type: 'receipt', reference: 'GR-1' }, [b, 4], [a, 10], [c, 2]);
    expect(receipt.status, receipt.text).toBe(201);
    expect([await onHand(a.id), await onHand(b.id), await onHand(c.id)]).toEqual([10, 4, 2]);

    const short = await postDoc({ doc_type: 'delivery' }, [a, 3], [b, 5], [c, 9]);
    expect(short.status).toBe(409);
    expect(short.json.error.message).toBe(`Not enough stock: ${b.sku} (requested 5, available 4), ${c.sku} (requested 9, available 2)`);
    expect([await onHand(a.id), await onHand(b.id), await onHand(c.id)]).toEqual([10, 4, 2]);

    const count = await postDoc({ doc_type: 'count', reference: 'SO-2026-11' }, [a, 8], [b, 4], [c, 5]);
    expect(count.status).toBe(201);
    const doc = await call(masterMutationItem.GET, { token: t.warehouse, params: idp(count.json.id) });
    expect(doc.json).toMatchObject({ doc_type: 'count', posted: true, lines_count: 3, user_name: 'Demo Marine - Warehouse' });
    // the line equal to on hand writes no ledger row
    expect(
      doc.json.mutations.map((m: { sku: string; inout: string; quantity: number; reason: string }) => [
        m.sku,
        m.inout,
        m.quantity,
        m.reason,
      ]),
    ).toEqual([
      [a.sku, 'out', 2, 'count'],
      [c.sku, 'in', 3, 'count'],
    ]);

    const list = await call(masterMutationList, { token: t.warehouse, query: { doc_type: 'count', limit: 50 } });
    expect(list.json.data.find((d: { id: number }) => d.id === count.json.id).lines).toHaveLength(3);
    const heads = await call(masterMutationCollection.GET, { token: t.warehouse, query: { q: 'GR-1' } });
    expect(heads.json.data[0]).not.toHaveProperty('lines');
    expect(await stockViolations()).toEqual([]);
  });

  it('keeps a draft, edits it with its version, posts it once; a posted document does not change', async () => {
    const { items } = await catalogue([0]);
    const draft = await postDoc({ doc_type: 'receipt', post: false }, [items[0], 1]);
    expect(draft.status).toBe(201);
    expect(await onHand(items[0].id)).toBe(0);
    const id = idp(draft.json.id);
    expect((await call(masterMutationItem.PUT, { token: t.warehouse, params: id, body: { version: 9, post: true } })).status).toBe(409);
    const edit = await call(masterMutationItem.PUT, {
      token: t.warehouse,
      params: id,
      body: { version: 1, lines: [{ item_id: items[0].id, quantity: 6 }] },
    });
    expect(edit.status).toBe(200);
    const posted = await call(masterMutationItem.PUT, { token: t.warehouse, params: id, body: { version: 2, post: true } });
    expect(posted.status).toBe(200);
    expect(await onHand(items[0].id)).toBe(6);
    const again = await call(masterMutationItem.PUT, { token: t.warehouse, params: id, body: { version: 3, post: true } });
    expect(again.status).toBe(409);
    expect((await call(masterMutationItem.DELETE, { token: t.warehouse, params: id })).status).toBe(409);
    expect(await onHand(items[0].id)).toBe(6);
    const bad = await postDoc({ doc_type: 'receipt' }, [items[0], 0]);
    expect(bad.status).toBe(400);
    const twice = await postDoc({ doc_type: 'receipt' }, [items[0], 1], [items[0], 1]);
    expect(twice.status).toBe(400);
    const other = await postDoc({ doc_type: 'receipt', post: false }, [items[0], 1]);
    expect((await call(masterMutationItem.DELETE, { token: t.warehouse, params: idp(other.json.id) })).json).toEqual({ affected: 1 });
  });
});

describe('stock levels', () => {
  it('answers on hand, reserved, available and low; sorts by available; filters low', async () => {
    const { items, category } = await catalogue([3, 40]);
    await db.marineProductItem.update({ where: { id: items[0].id }, data: { low_stock: 5 } });
    const list = await call(inventoryList, { token: t.cs, query: { category: category.id, sort: 'available', order: 'desc' } });
    expect(list.status).toBe(200);
    expect(list.json.data.map((r: { sku: string; available: number; low: boolean }) => [r.sku, r.available, r.low])).toEqual([
      [items[1].sku, 40, false],
      [items[0].sku, 3, true],
    ]);
    const low = await call(inventoryList, { token: t.warehouse, query: { category: category.id, low: 'true' } });
    expect(low.json.total).toBe(1);
    expect((await call(inventoryItem, { token: t.warehouse, params: idp(items[1].id) })).json).toMatchObject({
      on_hand: 40,
      reserved: 0,
      available: 40,
    });
    expect((await call(inventoryList, { token: t.warehouse, query: { sort: 'price' } })).status).toBe(400);
  });

  it('the warehouse is for the manager and marine_warehouse; CS may read levels but not move stock', async () => {
    const { items } = await catalogue([5]);
    const body = { item_id: items[0].id, inout: 'in', quantity: 1, reason: 'received' };
    for (const who of ['cs', 'pilot', 'airlineManager', 'watersports'] as const) {
      expect((await call(stockMutationCollection.POST, { token: t[who], body })).status, who).toBe(403);
      expect((await call(masterMutationCollection.GET, { token: t[who] })).status, who).toBe(403);
    }
    for (const who of ['pilot', 'airlineManager'] as const) expect((await call(inventoryList, { token: t[who] })).status, who).toBe(403);
    expect((await call(stockMutationCollection.POST, { token: t.admin, body })).status).toBe(201);
    expect(await onHand(items[0].id)).toBe(6);
  });

  it('numbers posted documents WH-<year>-<n> without gaps: parallel postings, a refused one and a draft use none', async () => {
    const { items } = await catalogue([0]);
    const [a] = items;
    const results = await Promise.all([
      ...Array.from({ length: 8 }, () => postDoc({ doc_type: 'receipt' }, [a, 1])),
      postDoc({ doc_type: 'delivery' }, [a, 1000]),
      postDoc({ doc_type: 'receipt', post: false }, [a, 1]),
    ]);
    expect(results.map((r) => r.status)).toEqual([...Array(8).fill(201), 409, 201]);
    const docs = await Promise.all(
      results
        .filter((r) => r.status === 201)
        .map(async (r) => (await call(masterMutationItem.GET, { token: t.warehouse, params: idp(r.json.id) })).json),
    );
    const draft = docs.pop();
    expect(draft).toMatchObject({ posted: false, doc_no: null });
    const numbers = docs.map((d) => d.doc_no as string).sort();
    const year = new Intl.DateTimeFormat('en', { timeZone: 'Asia/Jakarta', year: 'numeric' }).format(new Date());
    const first = Number(numbers[0].split('-')[2]);
    expect(numbers).toEqual(Array.from({ length: 8 }, (_, i) => `WH-${year}-${String(first + i).padStart(4, '0')}`));
    // Every unit's numbers of every year run 1, 2, 3… with none missing.
    const gaps = await db.$queryRaw<{ unit: string; doc_year: number }[]>`
      SELECT unit, doc_year FROM marine_master_mutations WHERE doc_number IS NOT NULL
       GROUP BY unit, doc_year HAVING max(doc_number) <> count(*)`;
    expect(gaps).toEqual([]);
    const history = await call(stockMutationHistory, { token: t.warehouse, params: { sid: String(a.id), inout: 'all' } });
    expect(history.json.data.map((m: { master_no: string | null }) => m.master_no).sort()).toEqual(numbers);
  });
});
