// Demo data of the watersports shop (demo data only; only while its catalogue is empty): the catalogue of
// watersports-catalogue-data.ts with each product's specs checked against its kind, and a simulated year of
// stock and orders by the marine simulator with unit 'watersports', its ids following the rows already there.
import { specsSchema } from '@/lib/schemas/watersports/specs';
import type { Db } from '@/server/db';
import { nextIds, shopPeople, writeCatalogue, writeSimulation } from './marine';
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
  const people = await shopPeople(db, ['watersports@example.com', 'watersports_cs@example.com']);
  if (!people) return none;
  const { products, items } = await writeCatalogue(db, {
    unit,
    categories: SWS_CATALOGUE.map((c) => ({ name: c.category, description: c.description, spec_kind: c.kind })),
    products: SWS_CATALOGUE.flatMap((c) =>
      c.products.map((p) => ({ ...p, category: c.category, specs: specsSchema(c.kind).parse(p.specs) })),
    ),
    sizeSets: SWS_SIZE_SETS,
    sizeOrder: 1000,
    price: shopPrice,
  });
  const sim = simulateShop(items, people.customers, people.staff, now, {
    unit,
    seed: 'watersports-year',
    orders: 360,
    recent: 40,
    firstIds: await nextIds(db),
    deliveryNote: 'Resort rental fleet',
  });
  await writeSimulation(db, sim);
  return { products, items: items.length, mutations: sim.mutations.length, orders: sim.orders.length };
}
