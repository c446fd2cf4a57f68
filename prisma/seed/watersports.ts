// Demo data of the watersports shop (demo data only; only while its catalogue is empty): the catalogue of
// watersports-catalogue-data.ts with each product's specs checked against its kind, and a simulated year of
// stock and orders by the marine simulator with unit 'watersports', its ids following the rows already there.
import { specsSchema } from '@/lib/rules/sws-specs';
import type { Db } from '@/server/db';
import { lowStock, nextIds, sizeCode, writeSimulation } from './marine';
import { simulateShop } from './marine-sim';
import { BOARDS_AND_KAYAKS, SWS_SIZE_SETS } from './watersports-catalogue-data';
import { GEAR } from './watersports-catalogue-gear';

const SWS_CATALOGUE = [...BOARDS_AND_KAYAKS, ...GEAR];

/** Prices as a shop writes them: to the 50,000 from a million up, else to the 1,000. */
const shopPrice = (v: number) => {
  const step = v >= 1_000_000 ? 50_000 : 1_000;
  return Math.round(v / step) * step;
};

export async function seedWatersports(db: Db, now = new Date()) {
  const none = { products: 0, items: 0, mutations: 0, orders: 0 };
  const unit = 'watersports';
  if ((await db.marineProduct.count({ where: { unit } })) > 0 || (await db.shopOrder.count({ where: { unit } })) > 0) return none;
  const [keeper, cs] = await Promise.all(
    ['watersports@example.com', 'watersports_cs@example.com'].map((email) =>
      db.user.findUnique({ where: { email }, select: { id: true } }),
    ),
  );
  const customers = await db.customer.findMany({
    select: { id: true, name: true, phone: true, address: true, city: true },
    orderBy: { id: 'asc' },
  });
  if (!keeper || !cs || !customers.length) return none;

  const sizeNames = [...new Set(Object.values(SWS_SIZE_SETS).flatMap((set) => set.map((s) => s.name)))];
  await db.marineSize.createMany({ data: sizeNames.map((name, i) => ({ name, sort_order: 1000 + i * 10 })), skipDuplicates: true });
  const categories = await db.marineCategory.createManyAndReturn({
    data: SWS_CATALOGUE.map((c) => ({ name: c.category, description: c.description, unit, spec_kind: c.kind })),
    select: { id: true, name: true },
  });
  const sizeId = new Map((await db.marineSize.findMany()).map((s) => [s.name, s.id]));
  const categoryId = new Map(categories.map((c) => [c.name, c.id]));
  const defs = SWS_CATALOGUE.flatMap((c) =>
    c.products.map((p) => ({ ...p, category: c.category, specs: specsSchema(c.kind).parse(p.specs) })),
  );
  const products = await db.marineProduct.createManyAndReturn({
    data: defs.map((p) => ({
      unit,
      category_id: categoryId.get(p.category) as number,
      name: p.name,
      description: p.description,
      specs: p.specs,
    })),
    select: { id: true, name: true },
  });
  const productId = new Map(products.map((p) => [p.name, p.id]));
  const items = await db.marineProductItem.createManyAndReturn({
    data: defs.flatMap((p) =>
      SWS_SIZE_SETS[p.sizes].map((s) => {
        const price = shopPrice(p.price * s.factor);
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

  const sim = simulateShop(items, customers, { warehouse: keeper.id, cs: cs.id }, now, {
    unit,
    seed: 'watersports-year',
    orders: 360,
    recent: 40,
    firstIds: await nextIds(db),
    deliveryNote: 'Resort rental fleet',
  });
  await writeSimulation(db, sim);
  return { products: products.length, items: items.length, mutations: sim.mutations.length, orders: sim.orders.length };
}
