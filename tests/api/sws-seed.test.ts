// The watersports demo data (seeded by the test setup, as by `npm run db:seed`): the catalogue with specs
// valid for their kind, and a year of orders and stock that obeys the stock rules, kept apart from marine's.
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@/lib/rules/order-status';
import { isSpecKind, SPEC_KINDS } from '@/lib/rules/sws-specs';
import { specsSchema } from '@/lib/schemas/watersports/specs';
import { BOARDS_AND_KAYAKS } from '@/prisma/seed/watersports-catalogue-data';
import { GEAR } from '@/prisma/seed/watersports-catalogue-gear';
import { db } from '@/server/db';
import { stockViolations } from './marine-fixtures';

const WATERSPORTS = { unit: 'watersports' } as const;
const SEEDED_CATEGORIES = [...BOARDS_AND_KAYAKS, ...GEAR].map((c) => c.category);

describe('watersports demo data', () => {
  it('has five categories (one per spec kind) and about forty products whose specs fit their kind', async () => {
    // The seeded categories by name: other tests add watersports categories of their own.
    const categories = await db.marineCategory.findMany({ where: { ...WATERSPORTS, name: { in: SEEDED_CATEGORIES } } });
    expect(categories.map((c) => c.spec_kind).sort()).toEqual([...SPEC_KINDS].sort());
    const seeded = { category_id: { in: categories.map((c) => c.id) } };
    const products = await db.marineProduct.findMany({
      where: seeded,
      select: { name: true, unit: true, specs: true, category: { select: { spec_kind: true } }, _count: { select: { items: true } } },
    });
    expect(products.length).toBeGreaterThanOrEqual(40);
    for (const p of products) {
      expect(p.unit, p.name).toBe('watersports');
      expect(isSpecKind(p.category.spec_kind), p.name).toBe(true);
      const parsed = specsSchema(p.category.spec_kind as (typeof SPEC_KINDS)[number]).safeParse(p.specs);
      expect(parsed.success, `${p.name}: ${parsed.error?.issues[0]?.message}`).toBe(true);
      expect(p._count.items, p.name).toBeGreaterThan(0);
    }
    const items = await db.marineProductItem.findMany({ where: { product: seeded }, select: { price: true, weight: true } });
    expect(items.length).toBeGreaterThanOrEqual(80);
    expect(items.every((i) => i.price >= 100_000 && i.price % 500 === 0 && i.weight > 0)).toBe(true);
    // every marine product is in a marine category and every watersports one in a watersports category
    const crossed = await db.marineProduct.count({
      where: {
        OR: [
          { unit: 'marine', category: WATERSPORTS },
          { ...WATERSPORTS, category: { unit: 'marine' } },
        ],
      },
    });
    expect(crossed).toBe(0);
  });

  it('has a year of orders in every status, only of watersports items, next to the marine year', async () => {
    const orders = await db.shopOrder.groupBy({ by: ['status'], where: WATERSPORTS, _count: { _all: true } });
    const byStatus = Object.fromEntries(orders.map((o) => [o.status, o._count._all]));
    for (const s of ORDER_STATUSES) expect(byStatus[s] ?? 0, `status ${s}`).toBeGreaterThan(0);
    expect(orders.reduce((n, o) => n + o._count._all, 0)).toBeGreaterThanOrEqual(300);
    expect(await db.shopOrder.count({ where: { unit: 'marine' } })).toBeGreaterThanOrEqual(1_400);
    const span = await db.shopOrder.aggregate({ where: WATERSPORTS, _min: { created_at: true }, _max: { created_at: true } });
    expect((span._max.created_at as Date).getTime() - (span._min.created_at as Date).getTime()).toBeGreaterThan(300 * 86_400_000);
    const crossed = await db.$queryRaw<{ problem: string }[]>`
      SELECT 'order ' || o.id || ' (' || o.unit || ') has item ' || i.sku || ' of ' || p.unit AS problem
        FROM shop_orders o JOIN shop_order_lines l ON l.order_id = o.id
        JOIN marine_product_items i ON i.id = l.item_id JOIN marine_products p ON p.id = i.product_id
        -- orders with a history (the seed's and the API's; a test may insert a bare order row of its own)
        WHERE o.unit <> p.unit AND EXISTS (SELECT 1 FROM shop_order_history h WHERE h.order_id = o.id)
      UNION ALL
      SELECT 'document ' || m.master_id || ' mixes units' FROM marine_master_mutation_lines m
        JOIN marine_product_items i ON i.id = m.item_id JOIN marine_products p ON p.id = i.product_id
        GROUP BY m.master_id HAVING count(DISTINCT p.unit) > 1
      UNION ALL
      SELECT 'order ' || o.id || ': subtotal ' || o.subtotal || ' <> lines ' || sum(l.price * l.quantity)
        FROM shop_orders o JOIN shop_order_lines l ON l.order_id = o.id WHERE o.unit = 'watersports'
        GROUP BY o.id HAVING o.subtotal <> sum(l.price * l.quantity)
      UNION ALL
      SELECT 'order ' || o.id || ': last history ' || h.to_status || ' but status ' || o.status FROM shop_orders o
        JOIN LATERAL (SELECT to_status FROM shop_order_history WHERE order_id = o.id ORDER BY created_at DESC, id DESC LIMIT 1) h ON TRUE
        WHERE o.unit = 'watersports' AND h.to_status <> o.status
      LIMIT 20`;
    expect(crossed.map((c) => c.problem)).toEqual([]);
  });

  it('keeps the stock rules: reserved = open orders, on hand = the ledger, never below zero; opening stock received', async () => {
    const items = await db.marineProductItem.findMany({ where: { product: WATERSPORTS }, select: { id: true } });
    expect(await stockViolations(items.map((i) => i.id))).toEqual([]);
    const opening = await db.marineMasterMutation.findFirst({
      where: { notes: 'Opening stock', lines: { some: { item: { product: WATERSPORTS } } } },
      select: { doc_type: true, posted: true, _count: { select: { lines: true } } },
    });
    expect(opening).toMatchObject({ doc_type: 'receipt', posted: true });
    expect(opening?._count.lines).toBeGreaterThanOrEqual(80);
    const open = await db.marineProductItem.aggregate({ where: { product: WATERSPORTS }, _sum: { reserved: true, on_hand: true } });
    expect(open._sum.reserved).toBeGreaterThan(0);
    expect(open._sum.on_hand).toBeGreaterThan(0);
  });
});
