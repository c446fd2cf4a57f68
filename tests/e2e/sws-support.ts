// The watersports data of the e2e tests, made without the watersports catalogue API (another issue's): a
// category, sizes, a product and its items with stock (and the receipt in the ledger), straight in the e2e
// database. Orders are then taken through POST /api/sws/trx (marine-support.ts orderAt).
import pg from 'pg';
import { e2eDatabaseUrl } from '../support/e2e-env';
import type { Item } from './marine-support';
import { tag } from './marine-support';

async function withDb<T>(body: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await db.connect();
  try {
    return await body(db);
  } finally {
    await db.end();
  }
}

/** A wetsuit in two sizes (2,450,000 and 3,100,000 IDR) with `stock` of each received. */
export async function swsCatalogueWithStock(stock: number) {
  const t = tag();
  return withDb(async (db) => {
    await db.query('BEGIN');
    const one = async (sql: string, values: unknown[]) => (await db.query<{ id: number }>(sql, values)).rows[0].id;
    const category = await one(`INSERT INTO marine_categories (unit, name, updated_at) VALUES ('watersports', $1, now()) RETURNING id`, [
      `E2E Wetsuits ${t}`,
    ]);
    const product = await one(
      `INSERT INTO marine_products (unit, category_id, name, updated_at) VALUES ('watersports', $1, $2, now()) RETURNING id`,
      [category, `E2E Wetsuit 3/2 mm ${t}`],
    );
    const items: Item[] = [];
    for (const [n, size] of ['M', 'L'].entries()) {
      const sizeId = await one(`INSERT INTO marine_sizes (name, sort_order, updated_at) VALUES ($1, $2, now()) RETURNING id`, [
        `${size} ${t}`,
        n,
      ]);
      const sku = `E2E-WS-${t}-${size}`;
      const id = await one(
        `INSERT INTO marine_product_items (product_id, size_id, sku, price, weight, on_hand, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, now()) RETURNING id`,
        [product, sizeId, sku, n ? 3_100_000 : 2_450_000, 1_600 + 200 * n, stock],
      );
      await db.query(
        `INSERT INTO marine_stock_mutations (item_id, inout, quantity, reason, reference, before, after) VALUES ($1, 'in', $2, 'received', $3, 0, $2)`,
        [id, stock, `E2E-GR-${t}`],
      );
      items.push({ id, sku });
    }
    await db.query('COMMIT');
    return { tag: t, items };
  });
}

/** An item's stock as the database holds it. */
export function swsStock(itemId: number) {
  return withDb(
    async (db) =>
      (await db.query<{ on_hand: number; reserved: number }>('SELECT on_hand, reserved FROM marine_product_items WHERE id = $1', [itemId]))
        .rows[0],
  );
}
