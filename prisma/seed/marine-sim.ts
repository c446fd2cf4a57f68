// The demo year of a shop (marine, or watersports on the same tables), simulated in time order so that every row obeys the stock rules:
// an opening goods receipt, weekly receipts of what runs low, monthly stock counts and deliveries, damaged
// and returned goods, and about 1,500 orders that move through the pipeline (reserved at ready_to_process,
// shipped with out-mutations, canceled with a release). A reservation that would be short is preceded by a
// goods receipt, as the warehouse would do. Pure: it answers rows with ids (from the options' first ids, so
// that a second unit's rows follow the first's); marine.ts and watersports.ts write them.
import { type Random, random } from './random';

export interface SimItem {
  id: number;
  sku: string;
  price: number;
  weight: number;
  low_stock: number;
}
export interface Staff {
  warehouse: number;
  cs: number;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const COURIERS = ['JNE', 'J&T Express', 'SiCepat', 'Pos Indonesia', 'TIKI', 'AnterAja'];

type Mutation = {
  id: number;
  item_id: number;
  inout: 'in' | 'out';
  quantity: number;
  reason: string;
  reference: string | null;
  before: number;
  after: number;
  user_id: number | null;
  master_id: number | null;
  order_id: number | null;
  created_at: Date;
};
type Doc = {
  id: number;
  doc_type: string;
  reference: string;
  notes: string | null;
  posted: boolean;
  posted_at: Date;
  user_id: number;
  created_at: Date;
  updated_at: Date;
};
type DocLine = { master_id: number; item_id: number; quantity: number };
type Order = {
  id: number;
  unit: string;
  customer_id: number;
  status: number;
  source: string;
  shipping_name: string;
  shipping_phone: string | null;
  shipping_address: string;
  shipping_city: string | null;
  courier: string | null;
  tracking_number: string | null;
  subtotal: number;
  shipping_cost: number;
  total: number;
  weight_total: number;
  user_id: number | null;
  version: number;
  created_at: Date;
  updated_at: Date;
};
type Line = { order_id: number; item_id: number; quantity: number; price: number; weight: number };
type History = {
  order_id: number;
  user_id: number | null;
  from_status: number | null;
  to_status: number;
  note: string | null;
  created_at: Date;
};
type Event = { at: number; seq: number; run: () => void };

/** A min-heap of events by time, then by the order they were added. */
function heap() {
  const a: Event[] = [];
  const less = (x: Event, y: Event) => x.at < y.at || (x.at === y.at && x.seq < y.seq);
  return {
    push(e: Event) {
      a.push(e);
      for (let i = a.length - 1; i > 0; ) {
        const p = (i - 1) >> 1;
        if (!less(a[i], a[p])) break;
        [a[i], a[p]] = [a[p], a[i]];
        i = p;
      }
    },
    pop(): Event | undefined {
      const top = a[0];
      const last = a.pop();
      if (a.length && last) {
        a[0] = last;
        for (let i = 0; ; ) {
          const l = 2 * i + 1;
          const r = l + 1;
          let m = i;
          if (l < a.length && less(a[l], a[m])) m = l;
          if (r < a.length && less(a[r], a[m])) m = r;
          if (m === i) break;
          [a[i], a[m]] = [a[m], a[i]];
          i = m;
        }
      }
      return top;
    },
  };
}

export interface SimOptions {
  unit: 'marine' | 'watersports';
  /** The PRNG's seed: the same rows on every run. */
  seed: string;
  orders: number;
  /** How many of the orders were placed in the last five days (a small shop still shows every open status). */
  recent?: number;
  /** The first id of each kind of row (the rows of a unit simulated earlier come before). */
  firstIds: { mutation: number; doc: number; order: number };
  /** Who the monthly deliveries go to. */
  deliveryNote: string;
}

export const MARINE_SIM: SimOptions = {
  unit: 'marine',
  seed: 'marine-year',
  orders: 1_500,
  firstIds: { mutation: 1, doc: 1, order: 1 },
  deliveryNote: 'Fleet supply contract',
};

export function simulateShop(
  items: SimItem[],
  customers: { id: number; name: string; phone: string | null; address: string | null; city: string | null }[],
  staff: Staff,
  now: Date,
  options: SimOptions = MARINE_SIM,
) {
  const r: Random = random(options.seed);
  const { firstIds } = options;
  const stock = new Map(items.map((i) => [i.id, { on_hand: 0, reserved: 0 }]));
  const mutations: Mutation[] = [];
  const docs: Doc[] = [];
  const docLines: DocLine[] = [];
  const orders: Order[] = [];
  const lines: Line[] = [];
  const history: History[] = [];
  const queue = heap();
  const start = now.getTime() - 365 * DAY;
  let seq = 0;
  const at = (t: number, run: () => void) => queue.push({ at: t, seq: seq++, run });

  const move = (item: number, after: number, t: number, reason: string, user: number | null, extra: Partial<Mutation> = {}) => {
    const s = stock.get(item) as { on_hand: number; reserved: number };
    if (after === s.on_hand) return;
    if (after < s.reserved) throw new Error(`seed: item ${item} would go below its reservations`);
    mutations.push({
      id: firstIds.mutation + mutations.length,
      item_id: item,
      inout: after > s.on_hand ? 'in' : 'out',
      quantity: Math.abs(after - s.on_hand),
      reason,
      reference: null,
      before: s.on_hand,
      after,
      user_id: user,
      master_id: null,
      order_id: null,
      created_at: new Date(t),
      ...extra,
    });
    s.on_hand = after;
  };
  const document = (type: 'receipt' | 'delivery' | 'count', t: number, entries: [number, number][], notes: string | null = null) => {
    const id = firstIds.doc + docs.length;
    const prefix = { receipt: 'GR', delivery: 'DO', count: 'SO' }[type];
    const reference = `${prefix}-${new Date(t).toISOString().slice(0, 7).replace('-', '')}-${String(id).padStart(4, '0')}`;
    docs.push({
      id,
      doc_type: type,
      reference,
      notes,
      posted: true,
      posted_at: new Date(t),
      user_id: staff.warehouse,
      created_at: new Date(t),
      updated_at: new Date(t),
    });
    for (const [item, quantity] of entries.sort((a, b) => a[0] - b[0])) {
      docLines.push({ master_id: id, item_id: item, quantity });
      const s = stock.get(item) as { on_hand: number };
      const after = type === 'receipt' ? s.on_hand + quantity : type === 'delivery' ? s.on_hand - quantity : quantity;
      move(item, after, t, { receipt: 'received', delivery: 'sold', count: 'count' }[type], staff.warehouse, { master_id: id, reference });
    }
  };
  const target = (i: SimItem) => i.low_stock * r.int(5, 8);
  const avail = (id: number) => {
    const s = stock.get(id) as { on_hand: number; reserved: number };
    return s.on_hand - s.reserved;
  };

  // the opening stock, then a receipt every Monday of what runs low
  at(start + 8 * HOUR, () =>
    document(
      'receipt',
      start + 8 * HOUR,
      items.map((i) => [i.id, target(i)]),
      'Opening stock',
    ),
  );
  for (let d = 7; d < 365; d += 7) {
    const t = start + d * DAY + 9 * HOUR;
    at(t, () => {
      const low = items.filter((i) => avail(i.id) <= i.low_stock * 2);
      if (low.length)
        document(
          'receipt',
          t,
          low.map((i) => [i.id, Math.max(1, target(i) - avail(i.id))]),
          'Weekly replenishment',
        );
    });
  }
  // a stock count of 25 items and a delivery to a fleet customer every month
  for (let d = 30; d < 365; d += 30) {
    const t = start + d * DAY + 15 * HOUR;
    at(t, () => {
      const counted = [...new Set(Array.from({ length: 25 }, () => r.pick(items).id))].map((id): [number, number] => {
        const s = stock.get(id) as { on_hand: number; reserved: number };
        return [id, Math.max(s.reserved, s.on_hand + r.int(-2, 1))];
      });
      document('count', t, counted, 'Monthly cycle count');
    });
    at(t + 2 * DAY, () => {
      const picks = [...new Set(Array.from({ length: 5 }, () => r.pick(items).id))].filter((id) => avail(id) > 4);
      if (picks.length)
        document(
          'delivery',
          t + 2 * DAY,
          picks.map((id) => [id, r.int(1, Math.min(5, avail(id) - 2))]),
          options.deliveryNote,
        );
    });
  }
  // six hours ago (after the last weekly receipt) a large fleet delivery left a few items low or out of stock, as the screens should show
  at(now.getTime() - 6 * HOUR, () => {
    const drawn = items
      .filter((_, i) => i % 16 === 5)
      .map((i): [number, number] => [i.id, avail(i.id) - (i.id % 4 === 0 ? 0 : Math.floor(i.low_stock / 2))]);
    const lines = drawn.filter(([, q]) => q > 0);
    if (lines.length) document('delivery', now.getTime() - 6 * HOUR, lines, `${options.deliveryNote} (large)`);
  });
  // damaged and returned goods by hand, about twice a week
  for (let d = 3; d < 365; d += r.int(2, 5)) {
    const t = start + d * DAY + r.int(9, 17) * HOUR;
    at(t, () => {
      const item = r.pick(items);
      const s = stock.get(item.id) as { on_hand: number };
      if (r.chance(0.6) && avail(item.id) > 0)
        move(item.id, s.on_hand - 1, t, 'damaged', staff.warehouse, { reference: 'Damaged in storage' });
      else move(item.id, s.on_hand + 1, t, 'returned', staff.warehouse, { reference: 'Customer return' });
    });
  }

  // the orders
  const status = (o: Order, to: number, t: number, user: number | null, note: string | null = null) => {
    history.push({ order_id: o.id, user_id: user, from_status: o.status, to_status: to, note, created_at: new Date(t) });
    o.status = to;
    o.version += 1;
    o.updated_at = new Date(t);
  };
  const perOrder = new Map<number, [number, number][]>();
  const sums = (o: Order) => perOrder.get(o.id) ?? [];
  const itemById = new Map(items.map((i) => [i.id, i]));
  const horizon = now.getTime();
  for (let n = 0; n < options.orders; n++) {
    const created =
      n < (options.recent ?? 0)
        ? horizon - r.int(2, 120) * HOUR
        : start + 2 * DAY + Math.floor(r.next() * (363 * DAY)) + r.int(-4, 4) * HOUR;
    const c = r.pick(customers);
    const web = r.chance(0.65);
    const picks = [...new Set(Array.from({ length: r.int(1, 3) }, () => r.pick(items).id))];
    const qty = picks.map((id): [number, number] => [id, (itemById.get(id) as SimItem).price < 60_000 ? r.int(2, 10) : r.int(1, 3)]);
    const cancelAt = r.chance(0.07) ? r.int(1, 4) : 0;
    const gaps = [r.int(1, 30), r.int(4, 48), r.int(4, 36), r.int(4, 36), r.int(12, 72), r.int(48, 168)].map((h) => h * HOUR);
    const courier = r.pick(COURIERS);
    const tracking = `${courier.slice(0, 3).toUpperCase().replace(/\W/g, 'X')}${r.int(100_000_000, 999_999_999)}`;
    const unpaidCancel = r.chance(0.04);
    at(created, () => {
      const id = firstIds.order + orders.length;
      const subtotal = qty.reduce((s, [i, q]) => s + (itemById.get(i) as SimItem).price * q, 0);
      const weight = qty.reduce((s, [i, q]) => s + (itemById.get(i) as SimItem).weight * q, 0);
      const shipping = 15_000 + Math.ceil(weight / 1000) * 9_000;
      const o: Order = {
        id,
        unit: options.unit,
        customer_id: c.id,
        status: 0,
        source: web ? 'web' : 'phone',
        shipping_name: c.name,
        shipping_phone: c.phone,
        shipping_address: c.address ?? 'Alamat menyusul',
        shipping_city: c.city,
        courier: null,
        tracking_number: null,
        subtotal,
        shipping_cost: shipping,
        total: subtotal + shipping,
        weight_total: weight,
        user_id: web ? null : staff.cs,
        version: 1,
        created_at: new Date(created),
        updated_at: new Date(created),
      };
      orders.push(o);
      for (const [item_id, quantity] of qty) {
        const it = itemById.get(item_id) as SimItem;
        lines.push({ order_id: id, item_id, quantity, price: it.price, weight: it.weight });
      }
      perOrder.set(
        id,
        [...qty].sort((a, b) => a[0] - b[0]),
      );
      history.push({
        order_id: id,
        user_id: o.user_id,
        from_status: null,
        to_status: 0,
        note: `Order taken (${o.source})`,
        created_at: new Date(created),
      });
      let t = created;
      const steps: (() => void)[] = [];
      if (unpaidCancel) {
        at(created + 7 * DAY, () => status(o, 99, created + 7 * DAY, staff.cs, 'Payment not received within 7 days'));
        return;
      }
      for (let to = 1; to <= 6; to++) {
        t += gaps[to - 1];
        const when = t;
        const step = to;
        if (cancelAt === step) {
          steps.push(() =>
            at(when, () => {
              const from = o.status;
              if (from >= 2) for (const [i, q] of sums(o)) (stock.get(i) as { reserved: number }).reserved -= q;
              status(o, 99, when, staff.cs, "Canceled at the customer's request");
            }),
          );
          break;
        }
        steps.push(() =>
          at(when, () => {
            if (step === 2) {
              const short = sums(o).filter(([i, q]) => avail(i) < q);
              if (short.length)
                document(
                  'receipt',
                  when - 60_000,
                  short.map(([i, q]) => [i, q - avail(i) + target(itemById.get(i) as SimItem)]),
                  `Urgent receipt for order #${o.id}`,
                );
              for (const [i, q] of sums(o)) (stock.get(i) as { reserved: number }).reserved += q;
            }
            if (step === 5) {
              o.courier = courier;
              o.tracking_number = tracking;
              for (const [i, q] of sums(o)) {
                const s = stock.get(i) as { on_hand: number; reserved: number };
                s.reserved -= q;
                move(i, s.on_hand - q, when, 'sold', staff.warehouse, { order_id: o.id, reference: `Order #${o.id}` });
              }
            }
            const who = step === 1 && web ? null : step >= 3 && step <= 5 ? staff.warehouse : staff.cs;
            status(o, step, when, who, step === 1 ? 'Payment proof received' : step === 6 ? 'Delivered' : null);
          }),
        );
      }
      for (const s of steps) s();
    });
  }

  // run every event up to now, in time order (a binary heap: events add later events as they run)
  for (let e = queue.pop(); e && e.at <= horizon; e = queue.pop()) e.run();
  return { stock, mutations, docs, docLines, orders, lines, history };
}
