// Demo data of the marine unit (demo data only; only while the catalogue is empty): the catalogue of
// marine-catalogue-data.ts, and a simulated year (marine-sim.ts) of warehouse documents, stock mutations
// and orders, written with bulk inserts. Ids of the simulated rows are given explicitly (they are what
// links them) and the sequences are moved past them.
import type { Db } from '@/server/db';
import { CATALOGUE, SIZE_SETS } from './marine-catalogue-data';
import { MARINE_SIM, simulateShop } from './marine-sim';

const CHUNK = 2_000;

async function insertAll<T>(rows: T[], write: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await write(rows.slice(i, i + CHUNK));
}

/** Writes a simulated year (bulk inserts), sets the items' stock to where it ended and moves the sequences past its ids. */
export async function writeSimulation(db: Db, sim: ReturnType<typeof simulateShop>) {
  await insertAll(sim.docs, (data) => db.marineMasterMutation.createMany({ data }));
  await insertAll(sim.docLines, (data) => db.marineMasterMutationLine.createMany({ data }));
  await numberDocuments(db);
  await insertAll(sim.orders, (data) => db.shopOrder.createMany({ data }));
  await insertAll(sim.lines, (data) => db.shopOrderLine.createMany({ data }));
  await insertAll(sim.history, (data) => db.shopOrderHistory.createMany({ data }));
  await insertAll(sim.mutations, (data) => db.marineStockMutation.createMany({ data }));
  const ids = [...sim.stock.keys()];
  const onHand = ids.map((id) => sim.stock.get(id)?.on_hand ?? 0);
  const reserved = ids.map((id) => sim.stock.get(id)?.reserved ?? 0);
  await db.$executeRaw`
    UPDATE marine_product_items i SET on_hand = s.on_hand, reserved = s.reserved
    FROM unnest(${ids}::int[], ${onHand}::int[], ${reserved}::int[]) AS s(id, on_hand, reserved) WHERE i.id = s.id`;
  for (const table of ['marine_master_mutations', 'shop_orders', 'marine_stock_mutations'] as const) {
    await db.$executeRawUnsafe(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), GREATEST((SELECT max(id) FROM ${table}), 1))`);
  }
}

/**
 * The simulated documents' unit (their items') and WH numbers per unit and year in the order they were
 * posted, after the numbers already given (as migration 20261129100000 numbers documents posted before it).
 */
async function numberDocuments(db: Db) {
  await db.$executeRaw`
    UPDATE marine_master_mutations m SET unit = p.unit
      FROM marine_master_mutation_lines l
      JOIN marine_product_items i ON i.id = l.item_id
      JOIN marine_products p ON p.id = i.product_id
     WHERE l.master_id = m.id AND m.posted AND m.doc_number IS NULL`;
  await db.$executeRaw`
    WITH numbered AS (
      SELECT id, unit, extract(year FROM posted_at AT TIME ZONE 'Asia/Jakarta')::int AS y,
             row_number() OVER (PARTITION BY unit, extract(year FROM posted_at AT TIME ZONE 'Asia/Jakarta') ORDER BY posted_at, id)::int AS n
        FROM marine_master_mutations
       WHERE posted AND posted_at IS NOT NULL AND doc_number IS NULL
    )
    UPDATE marine_master_mutations m
       SET doc_year = numbered.y,
           doc_number = numbered.n + (SELECT coalesce(max(x.doc_number), 0) FROM marine_master_mutations x WHERE x.unit = numbered.unit AND x.doc_year = numbered.y)
      FROM numbered WHERE m.id = numbered.id`;
}

/** The first free id of each simulated table: a unit simulated second follows the first's rows. */
export async function nextIds(db: Db) {
  const [m] = await db.$queryRaw<{ mutation: number; doc: number; order: number }[]>`
    SELECT (SELECT coalesce(max(id), 0) + 1 FROM marine_stock_mutations)::int AS mutation,
           (SELECT coalesce(max(id), 0) + 1 FROM marine_master_mutations)::int AS doc,
           (SELECT coalesce(max(id), 0) + 1 FROM shop_orders)::int AS "order"`;
  return m;
}

export const lowStock = (price: number) => (price < 100_000 ? 10 : price < 1_000_000 ? 5 : 2);
export const roundIdr = (v: number) => Math.max(500, Math.round(v / 500) * 500);
export const sizeCode = (name: string) => name.toUpperCase().replace(/[^A-Z0-9]+/g, '');

type ShopUnit = 'marine' | 'watersports';
export interface SizeSet {
  name: string;
  factor: number;
}
export interface ProductDef {
  category: string;
  name: string;
  description: string;
  code: string;
  price: number;
  weight: number;
  sizes: string;
  specs?: Record<string, string | number>;
}

/** The shop's two demo staff and the customers, or null when the demo users or customers are missing. */
export async function shopPeople(db: Db, emails: readonly [string, string]) {
  const [keeper, cs] = await Promise.all(emails.map((email) => db.user.findUnique({ where: { email }, select: { id: true } })));
  const customers = await db.customer.findMany({
    select: { id: true, name: true, phone: true, address: true, city: true },
    orderBy: { id: 'asc' },
  });
  return keeper && cs && customers.length ? { staff: { warehouse: keeper.id, cs: cs.id }, customers } : null;
}

/** A unit's categories, its products and their items in each size of their size set (sizes shared, added after `sizeOrder`). */
export async function writeCatalogue(
  db: Db,
  o: {
    unit: ShopUnit;
    categories: { name: string; description: string; spec_kind?: string }[];
    products: ProductDef[];
    sizeSets: Record<string, readonly SizeSet[]>;
    sizeOrder: number;
    price: (v: number) => number;
  },
) {
  const sizeNames = [...new Set(Object.values(o.sizeSets).flatMap((set) => set.map((s) => s.name)))];
  await db.marineSize.createMany({
    data: sizeNames.map((name, i) => ({ name, sort_order: o.sizeOrder + (i + 1) * 10 })),
    skipDuplicates: true,
  });
  await db.marineCategory.createMany({ data: o.categories.map((c) => ({ ...c, unit: o.unit })), skipDuplicates: true });
  const [sizes, categories] = await Promise.all([db.marineSize.findMany(), db.marineCategory.findMany({ where: { unit: o.unit } })]);
  const sizeId = new Map(sizes.map((s) => [s.name, s.id]));
  const categoryId = new Map(categories.map((c) => [c.name, c.id]));
  const products = await db.marineProduct.createManyAndReturn({
    data: o.products.map((p) => ({
      unit: o.unit,
      category_id: categoryId.get(p.category) as number,
      name: p.name,
      description: p.description,
      specs: p.specs ?? {},
    })),
    select: { id: true, name: true },
  });
  const productId = new Map(products.map((p) => [p.name, p.id]));
  const items = await db.marineProductItem.createManyAndReturn({
    data: o.products.flatMap((p) =>
      o.sizeSets[p.sizes].map((s) => {
        const price = o.price(p.price * s.factor);
        return {
          product_id: productId.get(p.name) as number,
          size_id: sizeId.get(s.name) as number,
          sku: s.name === 'Standard' ? p.code : `${p.code}-${sizeCode(s.name)}`,
          price,
          weight: Math.round(p.weight * s.factor),
          low_stock: lowStock(price),
        };
      }),
    ),
    select: { id: true, sku: true, price: true, weight: true, low_stock: true },
  });
  return { products: products.length, items };
}

export async function seedMarine(db: Db, now = new Date()) {
  const none = { products: 0, items: 0, documents: 0, mutations: 0, orders: 0 };
  if ((await db.marineProduct.count({ where: { unit: 'marine' } })) > 0 || (await db.shopOrder.count({ where: { unit: 'marine' } })) > 0)
    return none;
  const people = await shopPeople(db, ['marine_warehouse@example.com', 'marine_cs@example.com']);
  if (!people) return none;
  const { products, items } = await writeCatalogue(db, {
    unit: 'marine',
    categories: CATALOGUE.map((c) => ({ name: c.category, description: c.description })),
    products: CATALOGUE.flatMap((c) => c.products.map((p) => ({ ...p, category: c.category }))),
    sizeSets: SIZE_SETS,
    sizeOrder: 0,
    price: roundIdr,
  });
  const sim = simulateShop(items, people.customers, people.staff, now, { ...MARINE_SIM, firstIds: await nextIds(db) });
  await writeSimulation(db, sim);
  return {
    products,
    items: items.length,
    documents: sim.docs.length,
    mutations: sim.mutations.length,
    orders: sim.orders.length,
  };
}
