// The marine demo data (seeded by the test setup, as by `npm run db:seed`) obeys the rules it demonstrates.
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@/lib/rules/order-status';
import { db } from '@/server/db';
import { stockViolations } from './marine-fixtures';

describe('marine demo data', () => {
  it('has the catalogue, customers and a year of orders in every status', async () => {
    expect(await db.marineProduct.count()).toBeGreaterThanOrEqual(60);
    expect(await db.marineProductItem.count()).toBeGreaterThanOrEqual(180);
    expect(await db.customer.count()).toBeGreaterThanOrEqual(300);
    const orders = await db.shopOrder.groupBy({ by: ['status'], where: { unit: 'marine' }, _count: { _all: true } });
    const byStatus = Object.fromEntries(orders.map((o) => [o.status, o._count._all]));
    for (const s of ORDER_STATUSES) expect(byStatus[s] ?? 0, `status ${s}`).toBeGreaterThan(0);
    expect(orders.reduce((n, o) => n + o._count._all, 0)).toBeGreaterThanOrEqual(1_400);
    const docs = await db.marineMasterMutation.groupBy({ by: ['doc_type'], _count: { _all: true } });
    expect(docs.map((d) => d.doc_type).sort()).toEqual(['count', 'delivery', 'receipt']);
    const low = await db.$queryRaw<
      { n: number }[]
    >`SELECT count(*)::int AS n FROM marine_product_items WHERE on_hand - reserved <= low_stock`;
    expect(low[0].n).toBeGreaterThan(0);
    const span = await db.marineStockMutation.aggregate({ _min: { created_at: true }, _max: { created_at: true } });
    expect((span._max.created_at as Date).getTime() - (span._min.created_at as Date).getTime()).toBeGreaterThan(300 * 86_400_000);
  });

  it('keeps the stock rules, the totals, the history and the phones consistent (SQL)', async () => {
    expect(await stockViolations()).toEqual([]);
    const problems = await db.$queryRaw<{ problem: string }[]>`
      SELECT 'order ' || o.id || ': subtotal ' || o.subtotal || ' <> lines ' || sum(l.price * l.quantity) AS problem
        FROM shop_orders o JOIN shop_order_lines l ON l.order_id = o.id GROUP BY o.id HAVING o.subtotal <> sum(l.price * l.quantity)
      UNION ALL
      SELECT 'order ' || id || ': total' FROM shop_orders WHERE total <> subtotal + shipping_cost
      UNION ALL
      SELECT 'order ' || o.id || ': last history ' || h.to_status || ' but status ' || o.status FROM shop_orders o
        JOIN LATERAL (SELECT to_status FROM shop_order_history WHERE order_id = o.id ORDER BY created_at DESC, id DESC LIMIT 1) h ON TRUE
        WHERE h.to_status <> o.status
      UNION ALL
      SELECT 'order ' || o.id || ': shipped ' || coalesce(m.q, 0) || ' of ' || l.q FROM shop_orders o
        JOIN (SELECT order_id, sum(quantity) AS q FROM shop_order_lines GROUP BY order_id) l ON l.order_id = o.id
        LEFT JOIN (SELECT order_id, sum(quantity) AS q FROM marine_stock_mutations WHERE order_id IS NOT NULL GROUP BY order_id) m ON m.order_id = o.id
        WHERE (o.status IN (5, 6) AND coalesce(m.q, 0) <> l.q) OR (o.status NOT IN (5, 6) AND m.q IS NOT NULL)
      UNION ALL
      SELECT 'customer ' || id || ': phone ' || phone FROM customers
       WHERE phone !~ '^[1-9][0-9]{7,14}$' OR (country = 'ID' AND phone !~ '^62[0-9]{8,13}$')
      UNION ALL
      SELECT 'order ' || id || ': shipped without tracking' FROM shop_orders WHERE status IN (5, 6) AND (courier IS NULL OR tracking_number IS NULL)
      UNION ALL
      SELECT 'document ' || id || ': posted without a WH number' FROM marine_master_mutations WHERE posted AND doc_number IS NULL
      UNION ALL
      SELECT unit || ' documents of ' || doc_year || ': WH numbers with gaps' FROM marine_master_mutations
       WHERE doc_number IS NOT NULL GROUP BY unit, doc_year HAVING max(doc_number) <> count(*)
      LIMIT 20`;
    expect(problems.map((p) => p.problem)).toEqual([]);
  });
});
