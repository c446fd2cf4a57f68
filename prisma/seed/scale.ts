// SEED_SCALE=N (issue 18, goal 4): N times the demo's history, for measuring the lists and checks at volume.
// The demo's past (a year of flights with their logbooks, and of roster days) is copied to the N-1 spans of
// the same length before it, flown by the same crew and fleet; the shops' finished orders
// (delivered or canceled, with their lines and history) are copied N-1 times, as far back as the flights.
// Copies take explicit ids above the demo's (id + k x the table's highest id), so that a copy maps to its source
// without a lookup; the sequences are moved past them. Open orders and the stock ledger are not copied:
// reservations and on-hand figures stay those of the demo.
import type { Db } from '@/server/db';

const TABLES = ['route_schedules', 'flight_logbooks', 'pilot_schedules', 'shop_orders', 'shop_order_lines', 'shop_order_history'] as const;

export interface ScaleResult {
  flights: number;
  logbooks: number;
  roster: number;
  orders: number;
}

/** Copies the demo history `factor - 1` times (nothing for a factor of 1). */
export async function scaleDemo(db: Db, factor: number): Promise<ScaleResult> {
  const result: ScaleResult = { flights: 0, logbooks: 0, roster: 0, orders: 0 };
  if (factor <= 1) return result;
  await db.$transaction(
    async (tx) => {
      const q = (sql: string, ...params: unknown[]) => tx.$executeRawUnsafe(sql, ...params);
      const value = async (sql: string) => Number(((await tx.$queryRawUnsafe(sql)) as { v: number }[])[0].v);
      const [flights, logbooks, roster, orders, lines, history] = await Promise.all(
        TABLES.map((table) => value(`SELECT coalesce(max(id), 0) AS v FROM ${table}`)),
      );
      // The demo's past, in office time (WIB): from its first day to yesterday; a copy moves it back by that span.
      const today = `(now() AT TIME ZONE 'Asia/Jakarta')::date`;
      const daysBack = (table: string, day: string) => value(`SELECT coalesce(${today} - min(${day}), 0) AS v FROM ${table}`);
      const [flightSpan, rosterSpan] = [await daysBack('route_schedules', 'flight_date'), await daysBack('pilot_schedules', 'duty_date')];
      const past = (day: string) => `${day} < ${today}`;
      for (let k = 1; k < factor; k++) {
        const days = k * flightSpan;
        const back = `make_interval(days => ${days})`;
        result.flights += await q(
          `INSERT INTO route_schedules (id, flight_number, flight_date, flight_type, flight_status, dep_airport_id, arr_airport_id, etd, eta,
             flighttime_decimal, pilot_id, copilot_id, base_id, area_id, fleet_id, flight_logbook, notes, user_id, created_at, updated_at)
           SELECT id + $1, flight_number, flight_date - ${days}, flight_type, flight_status, dep_airport_id, arr_airport_id, etd - ${back},
             eta - ${back}, flighttime_decimal, pilot_id, copilot_id, base_id, area_id, fleet_id, flight_logbook, notes, user_id,
             created_at - ${back}, updated_at - ${back}
           FROM route_schedules WHERE id <= $2 AND ${past('flight_date')}`,
          k * flights,
          flights,
        );
        result.logbooks += await q(
          `INSERT INTO flight_logbooks (id, schedule_id, pilot_id, block_off, block_on, block_hours, landings, remarks, user_id, created_at)
           SELECT l.id + $1, l.schedule_id + $2, l.pilot_id, l.block_off - ${back}, l.block_on - ${back}, l.block_hours, l.landings,
             l.remarks, l.user_id, l.created_at - ${back}
           FROM flight_logbooks l JOIN route_schedules r ON r.id = l.schedule_id
           WHERE l.id <= $3 AND r.id <= $4 AND ${past('r.flight_date')}`,
          k * logbooks,
          k * flights,
          logbooks,
          flights,
        );
        const rosterDays = k * rosterSpan;
        const rosterBack = `make_interval(days => ${rosterDays})`;
        result.roster += await q(
          `INSERT INTO pilot_schedules (id, pilot_id, duty_date, base_id, status, notes, user_id, created_at, updated_at)
           SELECT id + $1, pilot_id, duty_date - ${rosterDays}, base_id, status, notes, user_id, created_at - ${rosterBack}, updated_at - ${rosterBack}
           FROM pilot_schedules WHERE id <= $2 AND ${past('duty_date')}`,
          k * roster,
          roster,
        );
        result.orders += await q(
          `INSERT INTO shop_orders (id, unit, customer_id, status, source, shipping_name, shipping_phone, shipping_address, shipping_city,
             shipping_country, courier, tracking_number, payment_proof, notes, subtotal, shipping_cost, total, weight_total, user_id,
             version, created_at, updated_at)
           SELECT id + $1, unit, customer_id, status, source, shipping_name, shipping_phone, shipping_address, shipping_city,
             shipping_country, courier, tracking_number, payment_proof, notes, subtotal, shipping_cost, total, weight_total, user_id,
             version, created_at - ${back}, updated_at - ${back}
           FROM shop_orders WHERE id <= $2 AND status IN (6, 99)`,
          k * orders,
          orders,
        );
        await q(
          `INSERT INTO shop_order_lines (id, order_id, item_id, quantity, price, weight)
           SELECT l.id + $1, l.order_id + $2, l.item_id, l.quantity, l.price, l.weight
           FROM shop_order_lines l JOIN shop_orders o ON o.id = l.order_id WHERE l.id <= $3 AND o.id <= $4 AND o.status IN (6, 99)`,
          k * lines,
          k * orders,
          lines,
          orders,
        );
        await q(
          `INSERT INTO shop_order_history (id, order_id, user_id, from_status, to_status, note, created_at)
           SELECT h.id + $1, h.order_id + $2, h.user_id, h.from_status, h.to_status, h.note, h.created_at - ${back}
           FROM shop_order_history h JOIN shop_orders o ON o.id = h.order_id WHERE h.id <= $3 AND o.id <= $4 AND o.status IN (6, 99)`,
          k * history,
          k * orders,
          history,
          orders,
        );
      }
      for (const table of TABLES) {
        await tx.$queryRawUnsafe(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`);
      }
    },
    { timeout: 600_000 },
  );
  return result;
}
