// Benchmark of the marine unit over its demo year (prisma/seed: 60 products, 194 items, 300 customers, about
// 1,500 orders and their stock ledger), through the services the API calls: the stock levels list, order
// status tabs (with the count of every status), an order's detail, an item's history, and a reservation
// (an order moved to ready_to_process: order row and item rows locked, every line checked and reserved).
//
//   npm run bench:marine -- [--runs 30] [--out docs/benchmarks-marine.md]
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { orderCreate, orderQuery, orderUpdate } from '@/lib/schemas/marine/orders';
import { inventoryQuery, stockMutationQuery } from '@/lib/schemas/marine/stock';
import { arg, type Case, machine, quantile, ROOT, SCALE, timeCases, withBenchDatabase, writeReport } from './harness';

const RUNS = Number(arg('runs', '30'));
const OUT = path.resolve(ROOT, arg('out', 'docs/benchmarks-marine.md'));

withBenchDatabase(async ({ db, raw, seedMs, seedLog, capture }) => {
  const { listInventory } = await import('@/server/resources/marine/inventory');
  const { listMutations } = await import('@/server/resources/marine/stock-mutations');
  const { createOrder, getOrder, listByStatus, updateOrder } = await import('@/server/resources/shop/orders');
  const version = (await raw.query('SHOW server_version')).rows[0].server_version as string;
  const counts = (
    await raw.query(`SELECT (SELECT count(*) FROM marine_product_items)::int AS items, (SELECT count(*) FROM shop_orders)::int AS orders,
      (SELECT count(*) FROM marine_stock_mutations)::int AS mutations, (SELECT count(*) FROM customers)::int AS customers`)
  ).rows[0] as { items: number; orders: number; mutations: number; customers: number };
  const busiest = (await raw.query('SELECT item_id FROM marine_stock_mutations GROUP BY item_id ORDER BY count(*) DESC LIMIT 1')).rows[0]
    .item_id as number;
  const sampleOrder = (await raw.query("SELECT id FROM shop_orders WHERE status = 6 AND unit = 'marine' ORDER BY id DESC LIMIT 1")).rows[0]
    .id as number;
  const cs = await db.user.findUniqueOrThrow({ where: { email: 'marine_cs@example.com' } });
  const user = { id: cs.id, name: cs.name, email: cs.email, role: 'marine_cs' as const, unit: 'marine' as const, tokenId: 0 };
  const stocked = (await raw.query('SELECT id FROM marine_product_items WHERE on_hand - reserved >= 40 ORDER BY id LIMIT 3')).rows.map(
    (r) => r.id as number,
  );
  const customerId = (await raw.query('SELECT min(id) AS id FROM customers')).rows[0].id as number;

  const inventory = (label: string, q: Record<string, string | number>): Case => ({
    group: 'stock levels',
    label,
    run: async () => {
      const r = await listInventory(db, 'marine', inventoryQuery.parse(q));
      return { total: r.total, rows: r.data.length };
    },
  });
  const tab = (status: number): Case => ({
    group: 'orders',
    label: `status tab ${status}, page 1 of 25, with every status's count`,
    run: async () => {
      const r = await listByStatus(db, 'marine', status as 0, orderQuery.parse({ limit: 25 }));
      return { total: r.total, rows: r.data.length };
    },
  });
  // each run: an order of three lines moved from verifying to ready_to_process (timed), then canceled (untimed)
  let pending: { id: number; version: number } | null = null;
  const prepare = async () => {
    const { id } = await db.$transaction((tx) =>
      createOrder(
        tx,
        'marine',
        user,
        orderCreate.parse({
          customer_id: customerId,
          lines: stocked.map((item_id) => ({ item_id, quantity: 2 })),
          shipping_address: 'Jl. Bench 1',
        }),
      ),
    );
    // Verifying needs a payment proof: the CS's own upload (its row is enough for the pipeline's check).
    const proof = await db.upload.create({
      data: {
        id: randomUUID(),
        name: 'transfer.jpg',
        mime: 'image/jpeg',
        size: 10,
        storage_key: `bench/${randomUUID()}`,
        user_id: user.id,
      },
    });
    await db.$transaction((tx) =>
      updateOrder(tx, 'marine', user, id, orderUpdate.parse({ version: 1, status: 1, payment_proof: proof.id })),
    );
    pending = { id, version: 2 };
  };
  const cases: Case[] = [
    inventory('page 1 of 25 by SKU', { limit: 25 }),
    inventory('page 1 of 25 by available (lowest first)', { limit: 25, sort: 'available' }),
    inventory('low stock only', { limit: 25, low: 'true' }),
    inventory("q='rope'", { limit: 25, q: 'rope' }),
    inventory('every item (limit 10000)', {}),
    tab(6),
    tab(2),
    {
      group: 'orders',
      label: 'order detail (lines, customer, history)',
      run: async () => {
        const o = await getOrder(db, 'marine', sampleOrder);
        return { total: 1, rows: o.lines.length };
      },
    },
    {
      group: 'stock',
      label: "the busiest item's history, page 1 of 25",
      run: async () => {
        const r = await listMutations(db, 'marine', stockMutationQuery.parse({ limit: 25, item: busiest }));
        return { total: r.total, rows: r.data.length };
      },
    },
  ];
  const timed = await timeCases(cases, RUNS, raw, capture);

  const reservation: number[] = [];
  for (let i = 0; i < RUNS + 3; i++) {
    await prepare();
    const o = pending as unknown as { id: number; version: number };
    const t = performance.now();
    await db.$transaction((tx) => updateOrder(tx, 'marine', user, o.id, orderUpdate.parse({ version: o.version, status: 2 })));
    if (i >= 3) reservation.push(performance.now() - t);
    await db.$transaction((tx) => updateOrder(tx, 'marine', user, o.id, orderUpdate.parse({ version: o.version + 1, status: 99 })));
  }
  reservation.sort((a, b) => a - b);
  const q = (p: number) => quantile(reservation, p);
  timed.rows.push(
    `| orders | reservation: verifying -> ready_to_process, 3 lines (transaction, order and item rows locked) | 1 | 3 | ${q(0.5).toFixed(1)} | ${q(0.95).toFixed(1)} | - | - | writes: not explained |`,
  );

  const today = new Date().toISOString().slice(0, 10);
  writeReport(OUT, {
    title: `# Marine benchmark (${today})`,
    intro: [
      machine(version),
      `Data: the demo seed${SCALE > 1 ? ` at SEED_SCALE=${SCALE}` : ''} (\`npm run db:seed\` on an empty, migrated database, the airline's year included: ${(seedMs / 1000).toFixed(1)} s wall time): ` +
        `${counts.items} items, ${counts.customers} customers, ${counts.orders.toLocaleString('en')} orders, ${counts.mutations.toLocaleString('en')} stock mutations; then VACUUM ANALYZE.`,
      `Each case: 3 warm-ups, then ${RUNS} runs of the service call as the API makes it. "SQL ms" is the sum of the EXPLAIN ANALYZE execution times of the statements it sent; the last column is the plan of the slowest one.`,
    ],
    rows: timed.rows,
    plans: timed.plans,
    results: [...timed.results, { group: 'orders', label: 'reservation', total: 1, median: q(0.5), p95: q(0.95) }],
    seedLog,
  });
}).catch((err) => {
  console.error(err);
  process.exit(1);
});
