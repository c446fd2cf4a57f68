// Shared helpers of the customer and marine API tests: tokens by who, and small builders.
import { beforeAll } from 'vitest';
import { tokenFor } from '../support/api-client';

export const WHO = {
  cs: 'marine_cs',
  warehouse: 'marine_warehouse',
  marineManager: 'manager.marine@example.com',
  airlineManager: 'manager',
  airlineCs: 'airline_cs',
  pilot: 'airline_pilot',
  watersports: 'watersports',
  watersportsCs: 'watersports_cs',
  watersportsManager: 'manager.watersports@example.com',
  admin: 'admin',
} as const;
export type Who = keyof typeof WHO;

export async function tokens(): Promise<Record<Who, string>> {
  const out = {} as Record<Who, string>;
  for (const [key, who] of Object.entries(WHO) as [Who, string][]) out[key] = await tokenFor(who);
  return out;
}

/** The tokens of a test file: signed in once, before its tests run. */
export function signedIn(): Record<Who, string> {
  const t = {} as Record<Who, string>;
  beforeAll(async () => {
    Object.assign(t, await tokens());
  });
  return t;
}

export const idp = (n: number) => ({ id: String(n) });

/** A name no other test uses, for rows with unique names. */
let counter = 0;
export const unique = (prefix: string) => `${prefix} ${process.pid}-${Date.now() % 100000}-${++counter}`;

/** A category, a size and a product (of the marine shop unless told) with one item per given stock, created straight in the database. */
export async function catalogue(stocks: number[], opts: { price?: number; weight?: number; unit?: 'marine' | 'watersports' } = {}) {
  const { db } = await import('@/server/db');
  const tag = unique('T').replace(/\W+/g, '');
  const unit = opts.unit ?? 'marine';
  const category = await db.marineCategory.create({
    data: { name: `Cat ${tag}`, unit, spec_kind: unit === 'watersports' ? 'wetsuit' : null },
  });
  const product = await db.marineProduct.create({
    data: { name: `${unit === 'marine' ? 'Life jacket' : 'Wetsuit'} ${tag}`, category_id: category.id, unit },
  });
  const items = [];
  for (const [i, onHand] of stocks.entries()) {
    const size = await db.marineSize.create({ data: { name: `S${i}-${tag}`, sort_order: i } });
    items.push(
      await db.marineProductItem.create({
        data: {
          product_id: product.id,
          size_id: size.id,
          sku: `SKU-${tag}-${i}`.toUpperCase(),
          price: opts.price ?? 150_000,
          weight: opts.weight ?? 800,
          on_hand: onHand,
        },
      }),
    );
  }
  return { category, product, items };
}

/** The stock rules in SQL, over the whole database or only the given items: empty when they hold. */
export async function stockViolations(only?: number[]): Promise<string[]> {
  const { db } = await import('@/server/db');
  const ids = only ?? null;
  const rows = await db.$queryRaw<{ problem: string }[]>`
    WITH items AS (
      SELECT * FROM marine_product_items WHERE ${ids}::int[] IS NULL OR id = ANY(${ids}::int[])
    ), moves AS (
      SELECT * FROM marine_stock_mutations WHERE item_id IN (SELECT id FROM items)
    ), res AS (
      SELECT l.item_id, sum(l.quantity)::int AS q FROM shop_order_lines l JOIN shop_orders o ON o.id = l.order_id
      WHERE o.status IN (2, 3, 4) AND l.item_id IN (SELECT id FROM items) GROUP BY l.item_id
    ), ledger AS (
      SELECT item_id, sum(CASE WHEN inout = 'in' THEN quantity ELSE -quantity END)::int AS net FROM moves GROUP BY item_id
    ), last AS (
      SELECT DISTINCT ON (item_id) item_id, after FROM moves ORDER BY item_id, id DESC
    )
    SELECT 'item ' || i.sku || ': reserved ' || i.reserved || ' but open orders hold ' || coalesce(r.q, 0) AS problem
      FROM items i LEFT JOIN res r ON r.item_id = i.id WHERE i.reserved <> coalesce(r.q, 0)
    UNION ALL
    SELECT 'item ' || i.sku || ': on hand ' || i.on_hand || ', reserved ' || i.reserved FROM items i
      WHERE i.on_hand < 0 OR i.reserved < 0 OR i.on_hand < i.reserved
    UNION ALL
    SELECT 'item ' || i.sku || ': last ledger after ' || l.after || ' but on hand ' || i.on_hand
      FROM items i JOIN last l ON l.item_id = i.id WHERE l.after <> i.on_hand
    UNION ALL
    SELECT 'mutation ' || m.id || ': before ' || m.before || ' is not the previous after'
      FROM (SELECT id, before, lag(after) OVER (PARTITION BY item_id ORDER BY id) AS prev FROM moves) m
      WHERE m.prev IS NOT NULL AND m.prev <> m.before
    UNION ALL
    SELECT 'item ' || i.sku || ': on hand ' || i.on_hand || ' but the first before plus the ledger is ' || (f.before + g.net)
      FROM items i JOIN ledger g ON g.item_id = i.id
      JOIN (SELECT DISTINCT ON (item_id) item_id, before FROM moves ORDER BY item_id, id) f ON f.item_id = i.id
      WHERE f.before + g.net <> i.on_hand`;
  return rows.map((r) => r.problem);
}

/** A customer straight in the database. */
export async function customer(name = unique('Siti Rahma')) {
  const { db } = await import('@/server/db');
  return db.customer.create({ data: { name, phone: '6281234500000', address: 'Jl. Hasanuddin 5', city: 'Makassar' } });
}
