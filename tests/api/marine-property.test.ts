// A property test of the stock rules: random sequences of receive / issue / count / order / step / cancel
// through the API, checked after every step against a model and against the invariants in SQL (on hand and
// available never below zero, one ledger row per change of on hand, reserved = the open orders' lines).
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { holdsReservation, isFinal, nextStatus } from '@/lib/rules/order-status';
import { marineTrxCreate, marineTrxUpdate } from '@/server/api/marine-orders';
import { masterMutationCollection, stockMutationCollection } from '@/server/api/marine-stock';
import { db } from '@/server/db';
import { call } from '../support/api-client';
import { catalogue, customer, idp, signedIn, stockViolations } from './marine-fixtures';
import { proofOf } from './shop-pipeline';

const t = signedIn();
let customerId: number;
/** Every order is taken with the customer's transfer receipt: verifying needs one. */
let proof: string;
beforeAll(async () => {
  customerId = (await customer()).id;
  proof = await proofOf('cs');
});

const ITEMS = 3;
const START = 6;
const item = fc.integer({ min: 0, max: ITEMS - 1 });
const qty = fc.integer({ min: 0, max: 6 });
// Steps are the most frequent, and a step picks one of the last few orders, so that orders do reach
// reservation and shipping within a sequence.
const command = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('receive' as const), item, q: fc.integer({ min: 1, max: 6 }) }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('issue' as const), item, q: fc.integer({ min: 1, max: 6 }) }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('count' as const), item, q: qty }), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant('order' as const),
      lines: fc.array(fc.record({ item, q: fc.integer({ min: 1, max: 4 }) }), { minLength: 1, maxLength: 3 }),
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('step' as const),
      order: fc.integer({ min: 0, max: 2 }),
      cancel: fc.integer({ min: 0, max: 9 }).map((n) => n < 2),
    }),
    weight: 5,
  },
);

interface ModelItem {
  id: number;
  on_hand: number;
  reserved: number;
  changes: number;
}
interface ModelOrder {
  id: number;
  status: number;
  version: number;
  sum: Map<number, number>;
}

type Command = typeof command extends fc.Arbitrary<infer T> ? T : never;

async function run(commands: Command[]) {
  const { items } = await catalogue(Array(ITEMS).fill(START));
  const model: ModelItem[] = items.map((i) => ({ id: i.id, on_hand: START, reserved: 0, changes: 0 }));
  const orders: ModelOrder[] = [];
  const setOnHand = (m: ModelItem, v: number) => {
    if (v !== m.on_hand) m.changes += 1;
    m.on_hand = v;
  };
  for (const c of commands) {
    let expected: number;
    let status: number;
    if (c.kind === 'receive' || c.kind === 'issue') {
      const m = model[c.item];
      const ok = c.kind === 'receive' || c.q <= m.on_hand - m.reserved;
      expected = ok ? 201 : 409;
      const body = {
        item_id: m.id,
        inout: c.kind === 'receive' ? 'in' : 'out',
        quantity: c.q,
        reason: c.kind === 'receive' ? 'received' : 'sold',
      };
      status = (await call(stockMutationCollection.POST, { token: t.warehouse, body })).status;
      if (ok) setOnHand(m, m.on_hand + (c.kind === 'receive' ? c.q : -c.q));
    } else if (c.kind === 'count') {
      const m = model[c.item];
      const ok = c.q >= m.reserved;
      expected = ok ? 201 : 409;
      const body = { doc_type: 'count', lines: [{ item_id: m.id, quantity: c.q }] };
      status = (await call(masterMutationCollection.POST, { token: t.warehouse, body })).status;
      if (ok) setOnHand(m, c.q);
    } else if (c.kind === 'order') {
      expected = 201;
      const lines = c.lines.map((l) => ({ item_id: model[l.item].id, quantity: l.q }));
      const res = await call(marineTrxCreate, { token: t.cs, body: { customer_id: customerId, lines, payment_proof: proof } });
      status = res.status;
      const sum = new Map<number, number>();
      for (const l of c.lines) sum.set(l.item, (sum.get(l.item) ?? 0) + l.q);
      if (status === 201) orders.push({ id: res.json.id, status: 0, version: 1, sum });
    } else {
      if (!orders.length) continue;
      const o = orders[Math.max(0, orders.length - 1 - c.order)];
      const to = c.cancel ? 99 : (nextStatus(o.status) ?? 6);
      let ok = !isFinal(o.status) && (to === 99 ? o.status < 5 : true);
      if (ok && to === 2) ok = [...o.sum].every(([i, q]) => q <= model[i].on_hand - model[i].reserved);
      expected = ok ? 200 : 409;
      const body = { version: o.version, status: to, courier: 'JNE', tracking_number: 'T1' };
      status = (await call(marineTrxUpdate, { token: t.cs, params: idp(o.id), body })).status;
      if (ok) {
        for (const [i, q] of o.sum) {
          const m = model[i];
          if (to === 2) m.reserved += q;
          if (to === 5) {
            m.reserved -= q;
            setOnHand(m, m.on_hand - q);
          }
          if (to === 99 && holdsReservation(o.status)) m.reserved -= q;
        }
        o.status = to;
        o.version += 1;
      }
    }
    expect(status, JSON.stringify(c)).toBe(expected);
    const rows = await db.marineProductItem.findMany({ where: { id: { in: model.map((m) => m.id) } }, orderBy: { id: 'asc' } });
    expect(rows.map((r) => [r.on_hand, r.reserved])).toEqual(model.map((m) => [m.on_hand, m.reserved]));
    for (const m of model) expect(await db.marineStockMutation.count({ where: { item_id: m.id } })).toBe(m.changes);
    expect(await stockViolations(model.map((m) => m.id))).toEqual([]);
  }
}

describe('stock rules under random sequences', () => {
  it('hold after every step', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 20, maxLength: 40, size: 'max' }), (commands) => run(commands)),
      { numRuns: 15, seed: 20261125 },
    );
    expect(await stockViolations()).toEqual([]);
  }, 240_000);
});
