// The shop order pipeline's tests, run once per shop (marine-orders.test.ts, sws-orders.test.ts): taking an
// order, the pipeline one step at a time, reservations (summed per item), shipping outs and releases,
// cancel, final statuses, stale versions, the status tabs, the races, and the other shop's orders and items.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ShopUnit } from '@/lib/rules/shop-unit';
import { customerItem } from '@/server/api/customers';
import { marineTrxByStatus, marineTrxCreate, marineTrxDetail, marineTrxUpdate } from '@/server/api/marine-orders';
import { swsTrxByStatus, swsTrxCreate, swsTrxDetail, swsTrxUpdate } from '@/server/api/sws-orders';
import { db } from '@/server/db';
import type { RouteHandler } from '@/server/http/route';
import { call } from '../support/api-client';
import { catalogue, customer, idp, stockViolations, WHO, type Who } from './marine-fixtures';

export interface ShopUnderTest {
  unit: ShopUnit;
  routes: { create: RouteHandler; byStatus: RouteHandler; detail: RouteHandler; update: RouteHandler };
  /** Customer service (takes orders), the shop's other staff role, and the unit's manager. */
  cs: Who;
  staff: Who;
  manager: Who;
  csName: string;
  /** Roles whose menu has no Transaction screen of this shop. */
  refused: Who[];
}

const AIRLINE: Who[] = ['pilot', 'airlineManager', 'airlineCs'];

export const MARINE_SHOP: ShopUnderTest = {
  unit: 'marine',
  routes: { create: marineTrxCreate, byStatus: marineTrxByStatus, detail: marineTrxDetail, update: marineTrxUpdate },
  cs: 'cs',
  staff: 'warehouse',
  manager: 'marineManager',
  csName: 'Demo Marine - Customer Service',
  refused: [...AIRLINE, 'watersports', 'watersportsCs', 'watersportsManager'],
};

export const SWS_SHOP: ShopUnderTest = {
  unit: 'watersports',
  routes: { create: swsTrxCreate, byStatus: swsTrxByStatus, detail: swsTrxDetail, update: swsTrxUpdate },
  cs: 'watersportsCs',
  staff: 'watersports',
  manager: 'watersportsManager',
  csName: 'Demo Watersports - Customer Service',
  refused: [...AIRLINE, 'cs', 'warehouse', 'marineManager'],
};

export const stockOf = async (id: number) =>
  db.marineProductItem.findUniqueOrThrow({ where: { id }, select: { on_hand: true, reserved: true } });

/** A payment proof uploaded by `who` (the upload row alone: the pipeline checks who uploaded it, not the bytes). */
export async function proofOf(who: Who) {
  const email = WHO[who].includes('@') ? WHO[who] : `${WHO[who]}@example.com`;
  const user = await db.user.findFirstOrThrow({ where: { email }, select: { id: true } });
  const upload = await db.upload.create({
    data: { id: randomUUID(), name: 'transfer.jpg', mime: 'image/jpeg', size: 10, storage_key: `test/${randomUUID()}`, user_id: user.id },
  });
  return upload.id;
}

/** Order and step helpers of one shop, with the test file's tokens. */
export function shopCalls(shop: ShopUnderTest, t: Record<Who, string>) {
  const { routes } = shop;
  async function order(lines: { item_id: number; quantity: number }[], who: Who = shop.cs) {
    const c = await customer();
    const res = await call(routes.create, { token: t[who], body: { customer_id: c.id, lines, shipping_cost: 25_000 } });
    expect(res.status, res.text).toBe(201);
    return res.json.id as number;
  }
  /** A step; to verifying, the stepping user attaches a proof when the order has none (unless `extra` names one). */
  async function step(id: number, status: number, extra: Record<string, unknown> = {}, who: Who = shop.cs) {
    const d = await call(routes.detail, { token: t[who], params: idp(id) });
    const proof = status === 1 && !d.json.payment_proof && !('payment_proof' in extra) ? { payment_proof: await proofOf(who) } : {};
    return call(routes.update, { token: t[who], params: idp(id), body: { version: d.json.version, status, ...proof, ...extra } });
  }
  const items = (stocks: number[], opts: { price?: number; weight?: number } = {}) => catalogue(stocks, { ...opts, unit: shop.unit });
  return { order, step, items };
}

export function describeShopPipeline(shop: ShopUnderTest, other: ShopUnderTest, t: Record<Who, string>) {
  const { routes } = shop;
  const { order, step, items: catalogueOf } = shopCalls(shop, t);

  describe(`${shop.unit} order pipeline`, () => {
    it('takes an order with prices captured, moves it from unpaid to delivered with history; stock follows', async () => {
      const { items } = await catalogueOf([10, 5], { price: 175_000, weight: 950 });
      const [a, b] = items;
      const id = await order([
        { item_id: a.id, quantity: 2 },
        { item_id: b.id, quantity: 1 },
        { item_id: a.id, quantity: 1 },
      ]);
      await db.marineProductItem.update({ where: { id: a.id }, data: { price: 999_000 } });
      let d = (await call(routes.detail, { token: t[shop.cs], params: idp(id) })).json;
      expect(d).toMatchObject({
        unit: shop.unit,
        status: 0,
        status_text: 'unpaid',
        subtotal: 700_000,
        shipping_cost: 25_000,
        total: 725_000,
        weight_total: 3_800,
        version: 1,
      });
      expect(d.lines.map((l: { price: number; amount: number }) => [l.price, l.amount])).toEqual([
        [175_000, 350_000],
        [175_000, 175_000],
        [175_000, 175_000],
      ]);
      expect(d.shipping).toMatchObject({ address: 'Jl. Hasanuddin 5', city: 'Makassar', country: 'ID' });
      expect(d.can).toEqual({ next: 1, cancel: true });

      expect((await step(id, 1, { note: 'Transfer received' })).status).toBe(200);
      expect((await step(id, 2)).status).toBe(200);
      expect(await stockOf(a.id)).toEqual({ on_hand: 10, reserved: 3 });
      expect(await stockOf(b.id)).toEqual({ on_hand: 5, reserved: 1 });
      expect((await step(id, 3, {}, shop.staff)).status).toBe(200);
      expect((await step(id, 4, {}, shop.staff)).status).toBe(200);
      const noTracking = await step(id, 5);
      expect(noTracking.status).toBe(400);
      expect(noTracking.json.error.fields).toHaveProperty('courier');
      expect((await step(id, 5, { courier: 'JNE', tracking_number: 'JNE123456' })).status).toBe(200);
      expect(await stockOf(a.id)).toEqual({ on_hand: 7, reserved: 0 });
      expect(await stockOf(b.id)).toEqual({ on_hand: 4, reserved: 0 });
      const outs = await db.marineStockMutation.findMany({ where: { order_id: id }, orderBy: { item_id: 'asc' } });
      expect(outs.map((m) => [m.item_id, m.inout, m.quantity, m.reason, m.before, m.after])).toEqual([
        [a.id, 'out', 3, 'sold', 10, 7],
        [b.id, 'out', 1, 'sold', 5, 4],
      ]);
      expect((await step(id, 99)).status).toBe(409);
      expect((await step(id, 6, { note: 'Received by the customer' })).status).toBe(200);

      d = (await call(routes.detail, { token: t[shop.manager], params: idp(id) })).json;
      expect(d.history.map((h: { from_status: number | null; to_status: number }) => [h.from_status, h.to_status])).toEqual([
        [null, 0],
        [0, 1],
        [1, 2],
        [2, 3],
        [3, 4],
        [4, 5],
        [5, 6],
      ]);
      expect(d.history[1]).toMatchObject({ note: 'Transfer received', user_name: shop.csName });
      expect(d.shipping).toMatchObject({ courier: 'JNE', tracking_number: 'JNE123456' });
      expect(d.can).toEqual({ next: null, cancel: false });
      const buyer = await call(customerItem.GET, { token: t.airlineCs, params: idp(d.customer_id) });
      expect(buyer.json.orders).toEqual([
        { id, unit: shop.unit, status: 6, status_text: 'delivered', total: 725_000, created_at: expect.any(String) },
      ]);
      const final = await step(id, 6);
      expect(final.status).toBe(409);
      expect(final.json.error.message).toMatch(/delivered and does not change again/);
      expect(await stockViolations([a.id, b.id])).toEqual([]);
    });

    it('goes forward one step at a time; cancel releases a reservation; canceled is final', async () => {
      const { items } = await catalogueOf([4]);
      const id = await order([{ item_id: items[0].id, quantity: 3 }]);
      const skip = await step(id, 2);
      expect(skip.status).toBe(409);
      expect(skip.json.error.message).toBe(`Order ${id} is unpaid: it may move only to 1 (verifying) or 99 (canceled)`);
      expect((await step(id, 1)).status).toBe(200);
      expect((await step(id, 0)).status).toBe(409);
      expect((await step(id, 2)).status).toBe(200);
      expect(await stockOf(items[0].id)).toEqual({ on_hand: 4, reserved: 3 });
      expect((await step(id, 99, { note: 'Customer changed their mind' })).status).toBe(200);
      expect(await stockOf(items[0].id)).toEqual({ on_hand: 4, reserved: 0 });
      expect((await step(id, 1)).status).toBe(409);
      expect((await step(id, 99)).status).toBe(409);
      expect(await db.marineStockMutation.count({ where: { item_id: items[0].id } })).toBe(0);
      const bad = await call(routes.update, { token: t[shop.cs], params: idp(id), body: { version: 1, status: 7 } });
      expect(bad.status).toBe(400);
      const unknown = await call(routes.update, { token: t[shop.cs], params: idp(2_000_000_000), body: { version: 1, status: 1 } });
      expect(unknown.status).toBe(404);
    });

    it('moves to verifying only with a payment proof, attached before or with the step; ready_to_process too', async () => {
      const { items } = await catalogueOf([3]);
      const id = await order([{ item_id: items[0].id, quantity: 1 }]);
      const update = (body: Record<string, unknown>) => call(routes.update, { token: t[shop.cs], params: idp(id), body });
      const bare = await update({ version: 1, status: 1 });
      expect(bare.status).toBe(400);
      expect(bare.json.error.message).toBe(
        `Attach the payment proof (the transfer receipt) first: order ${id} cannot move to verifying without it`,
      );
      expect(bare.json.error.fields).toEqual({ payment_proof: 'Attach the payment proof (the transfer receipt) first' });
      const proof = await proofOf(shop.cs);
      expect((await update({ version: 1, payment_proof: proof })).json).toEqual({ id, status: 0, version: 2 });
      expect((await update({ version: 2, status: 1, payment_proof: null })).status).toBe(400);
      expect((await update({ version: 2, status: 1 })).json).toEqual({ id, status: 1, version: 3 });
      const d = (await call(routes.detail, { token: t[shop.cs], params: idp(id) })).json;
      expect(d.payment_proof).toEqual({ id: proof, url: expect.stringContaining(proof) });
      expect(d.history.map((h: { to_status: number }) => h.to_status)).toEqual([0, 1]);

      // An order that reached verifying before the rule, without a proof, is not reserved either.
      const legacy = await order([{ item_id: items[0].id, quantity: 1 }]);
      await db.shopOrder.update({ where: { id: legacy }, data: { status: 1, version: 2 } });
      await db.shopOrderHistory.create({ data: { order_id: legacy, from_status: 0, to_status: 1 } });
      const unreserved = await call(routes.update, { token: t[shop.cs], params: idp(legacy), body: { version: 2, status: 2 } });
      expect(unreserved.status).toBe(400);
      expect(unreserved.json.error.message).toMatch(/cannot move to ready_to_process without it$/);
      expect(await stockOf(items[0].id)).toEqual({ on_hand: 3, reserved: 0 });
      const withProof = { version: 2, status: 2, payment_proof: await proofOf(shop.cs) };
      expect((await call(routes.update, { token: t[shop.cs], params: idp(legacy), body: withProof })).status).toBe(200);
      expect(await stockOf(items[0].id)).toEqual({ on_hand: 3, reserved: 1 });
    });

    it('refuses a reservation when stock is short, naming the items, lines of one item summed', async () => {
      const { items } = await catalogueOf([5, 1]);
      const id = await order([
        { item_id: items[0].id, quantity: 3 },
        { item_id: items[0].id, quantity: 3 },
        { item_id: items[1].id, quantity: 1 },
      ]);
      await step(id, 1);
      const res = await step(id, 2);
      expect(res.status).toBe(409);
      expect(res.json.error.message).toBe(`Order ${id} cannot be reserved, not enough stock: ${items[0].sku} (requested 6, available 5)`);
      expect(await stockOf(items[0].id)).toEqual({ on_hand: 5, reserved: 0 });
      expect(await stockOf(items[1].id)).toEqual({ on_hand: 1, reserved: 0 });
      expect((await call(routes.detail, { token: t[shop.cs], params: idp(id) })).json.status).toBe(1);
    });

    it('two staff on one order with the same version: one wins, the other gets 409', async () => {
      const { items } = await catalogueOf([5]);
      const id = await order([{ item_id: items[0].id, quantity: 1 }]);
      const proof = await proofOf(shop.cs);
      const [x, y] = await Promise.all([
        call(routes.update, { token: t[shop.cs], params: idp(id), body: { version: 1, status: 1, payment_proof: proof } }),
        call(routes.update, { token: t[shop.manager], params: idp(id), body: { version: 1, status: 99 } }),
      ]);
      expect([x.status, y.status].sort()).toEqual([200, 409]);
      const loser = x.status === 409 ? x : y;
      expect(loser.json.error.message).toBe('The order changed: reload it');
      expect(await db.shopOrderHistory.count({ where: { order_id: id } })).toBe(2);
    });

    it('two parallel reservations of the last units: exactly one wins', async () => {
      const { items } = await catalogueOf([3]);
      const a = await order([{ item_id: items[0].id, quantity: 2 }]);
      const b = await order([{ item_id: items[0].id, quantity: 2 }]);
      await step(a, 1);
      await step(b, 1);
      const [ra, rb] = await Promise.all([
        call(routes.update, { token: t[shop.cs], params: idp(a), body: { version: 2, status: 2 } }),
        call(routes.update, { token: t[shop.staff], params: idp(b), body: { version: 2, status: 2 } }),
      ]);
      expect([ra.status, rb.status].sort()).toEqual([200, 409]);
      expect((ra.status === 409 ? ra : rb).json.error.shortages).toEqual([{ sku: items[0].sku, requested: 2, available: 1 }]);
      expect(await stockOf(items[0].id)).toEqual({ on_hand: 3, reserved: 2 });
      expect(await stockViolations([items[0].id])).toEqual([]);
    });

    it('twenty parallel reservations of one on an item with ten: exactly ten succeed', async () => {
      const { items } = await catalogueOf([10]);
      const ids: number[] = [];
      for (let i = 0; i < 20; i++) {
        const id = await order([{ item_id: items[0].id, quantity: 1 }]);
        await step(id, 1);
        ids.push(id);
      }
      const results = await Promise.all(
        ids.map((id, i) =>
          call(routes.update, { token: t[i % 2 ? shop.staff : shop.cs], params: idp(id), body: { version: 2, status: 2 } }),
        ),
      );
      expect(results.filter((r) => r.status === 200)).toHaveLength(10);
      expect(results.filter((r) => r.status === 409)).toHaveLength(10);
      expect(await stockOf(items[0].id)).toEqual({ on_hand: 10, reserved: 10 });
      expect(await db.shopOrder.count({ where: { id: { in: ids }, status: 2 } })).toBe(10);
      expect(await stockViolations([items[0].id])).toEqual([]);
    });

    it('orders taken while others reserve the same items all go through, reserved counted once each', async () => {
      const { items } = await catalogueOf([100, 100]);
      const [a, b] = items;
      const ready = [];
      for (let i = 0; i < 6; i++) {
        const id = await order([
          { item_id: a.id, quantity: 1 },
          { item_id: b.id, quantity: 1 },
        ]);
        await step(id, 1);
        ready.push(id);
      }
      const c = await customer();
      const results = await Promise.all([
        ...ready.map((id) => call(routes.update, { token: t[shop.staff], params: idp(id), body: { version: 2, status: 2 } })),
        ...ready.map(() =>
          call(routes.create, {
            token: t[shop.cs],
            body: {
              customer_id: c.id,
              lines: [
                { item_id: b.id, quantity: 1 },
                { item_id: a.id, quantity: 1 },
              ],
            },
          }),
        ),
      ]);
      expect(results.map((r) => r.status)).toEqual([...ready.map(() => 200), ...ready.map(() => 201)]);
      expect(await stockOf(a.id)).toEqual({ on_hand: 100, reserved: 6 });
      expect(await stockViolations([a.id, b.id])).toEqual([]);
    });

    it("lists a status tab with the count of every status, only this shop's orders; edits notes and tracking without a step", async () => {
      const { items } = await catalogueOf([9]);
      const id = await order([{ item_id: items[0].id, quantity: 1 }], shop.staff);
      const edit = await call(routes.update, {
        token: t[shop.cs],
        params: idp(id),
        body: { version: 1, notes: 'Leave at the gate', tracking_number: 'X1' },
      });
      expect(edit.json).toEqual({ id, status: 0, version: 2 });
      const tab = await call(routes.byStatus, { token: t[shop.cs], params: { status: '0' }, query: { q: String(id) } });
      expect(tab.status).toBe(200);
      // q is also matched against customer names and tracking numbers, which may hold the same digits
      expect(tab.json.data.map((o: { id: number }) => o.id)).toContain(id);
      expect(Object.keys(tab.json.counts).sort()).toEqual(['0', '1', '2', '3', '4', '5', '6', '99']);
      expect(tab.json.counts['0']).toBe(tab.json.total);
      expect(tab.json.data.find((o: { id: number }) => o.id === id)).toMatchObject({ lines_count: 1, tracking_number: 'X1' });
      const all = await call(routes.byStatus, { token: t[shop.cs], params: { status: '0' }, query: { limit: 10000 } });
      expect(all.json.total).toBe(all.json.counts['0']);
      expect(new Set(all.json.data.map((o: { unit: string }) => o.unit))).toEqual(new Set([shop.unit]));
      expect(all.json.total).toBe(await db.shopOrder.count({ where: { unit: shop.unit, status: 0 } }));
      expect((await call(routes.byStatus, { token: t[shop.cs], params: { status: '7' } })).status).toBe(404);
    });

    it(`refuses bad orders, the ${other.unit} shop's items, and roles without the Transaction screen`, async () => {
      const { items } = await catalogueOf([1]);
      const { items: theirs } = await catalogue([1, 1], { unit: other.unit });
      const c = await customer();
      const cases: Record<string, unknown>[] = [
        { customer_id: c.id, lines: [] },
        { customer_id: c.id, lines: [{ item_id: items[0].id, quantity: 0 }] },
        { customer_id: 2_000_000_000, lines: [{ item_id: items[0].id, quantity: 1 }] },
        { customer_id: c.id, lines: [{ item_id: 2_000_000_000, quantity: 1 }] },
        { customer_id: c.id, lines: [{ item_id: items[0].id, quantity: 1 }], shipping_phone: 'abc' },
        { customer_id: c.id, lines: [{ item_id: items[0].id, quantity: 1 }], payment_proof: '00000000-0000-4000-8000-000000000000' },
        { customer_id: c.id, lines: [{ item_id: items[0].id, quantity: 1 }], unit: other.unit },
      ];
      const before = await db.shopOrder.count();
      for (const body of cases) expect((await call(routes.create, { token: t[shop.cs], body })).status, JSON.stringify(body)).toBe(400);
      const mixed = await call(routes.create, {
        token: t[shop.cs],
        body: { customer_id: c.id, lines: [items[0], ...theirs].map((i) => ({ item_id: i.id, quantity: 1 })) },
      });
      expect(mixed.status).toBe(400);
      expect(mixed.json.error.message).toBe(`Not sold by the ${shop.unit} shop: ${theirs[0].sku}, ${theirs[1].sku}`);
      expect(mixed.json.error.fields.lines).toBe(mixed.json.error.message);
      expect(await db.shopOrder.count()).toBe(before);

      const body = { customer_id: c.id, lines: [{ item_id: items[0].id, quantity: 1 }] };
      for (const who of shop.refused) {
        expect((await call(routes.create, { token: t[who], body })).status, who).toBe(403);
        expect((await call(routes.byStatus, { token: t[who], params: { status: '0' } })).status, who).toBe(403);
        expect((await call(routes.detail, { token: t[who], params: idp(1) })).status, who).toBe(403);
        expect((await call(routes.update, { token: t[who], params: idp(1), body: { version: 1 } })).status, who).toBe(403);
      }
      expect(await db.shopOrder.count()).toBe(before);
      for (const who of [shop.cs, shop.staff, shop.manager, 'admin'] as const) {
        expect((await call(routes.create, { token: t[who], body })).status, who).toBe(201);
      }
    });

    it(`does not show or move the ${other.unit} shop's orders`, async () => {
      const { items } = await catalogue([5], { unit: other.unit });
      const c = await customer();
      const made = await call(other.routes.create, {
        token: t[other.cs],
        body: { customer_id: c.id, lines: [{ item_id: items[0].id, quantity: 1 }] },
      });
      expect(made.status, made.text).toBe(201);
      const id = made.json.id as number;
      const seen = await call(routes.detail, { token: t.admin, params: idp(id) });
      expect(seen.status).toBe(404);
      expect(seen.json.error).toEqual({ code: 'not_found', message: `Order ${id} not found` });
      const moved = await call(routes.update, { token: t.admin, params: idp(id), body: { version: 1, status: 1 } });
      expect(moved.status).toBe(404);
      const tab = await call(routes.byStatus, { token: t.admin, params: { status: '0' }, query: { q: String(id) } });
      expect(tab.json.data.map((o: { id: number }) => o.id)).not.toContain(id);
      expect((await db.shopOrder.findUniqueOrThrow({ where: { id } })).version).toBe(1);
    });
  });
}
