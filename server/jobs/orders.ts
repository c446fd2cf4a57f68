// Unpaid shop orders (marine and watersports) expire: past the window (ORDER_UNPAID_EXPIRY_HOURS) they are
// canceled through the order pipeline's own step (server/resources/shop/orders.ts), by the system, one
// transaction per order. An order changed since it was read (paid, edited) is left for the next run.
import { ORDER_STATUS } from '@/lib/rules/order-status';
import type { ShopUnit } from '@/lib/rules/shop-unit';
import type { Db } from '@/server/db';
import { HttpError } from '@/server/http/errors';
import { updateOrder } from '@/server/resources/shop/orders';
import { JOB } from './config';
import { recordRun } from './runs';

export const EXPIRED_NOTE = 'expired unpaid';
const BATCH = 200;

export interface ExpiryResult {
  canceled: number[];
  /** Changed between the read and the cancel (the step answered 404 or 409). */
  skipped: number[];
}

/**
 * Cancels the unpaid orders taken more than `hours` before `now`. An order with a payment proof attached
 * waits for staff to verify it and is not expired.
 */
export async function expireUnpaidOrders(db: Db, hours: number, now = new Date(), jobId?: string): Promise<ExpiryResult> {
  const cutoff = new Date(now.getTime() - hours * 3600_000);
  const due = await db.shopOrder.findMany({
    where: { status: ORDER_STATUS.unpaid, payment_proof: null, created_at: { lt: cutoff } },
    select: { id: true, unit: true, version: true },
    orderBy: { id: 'asc' },
    take: BATCH,
  });
  const result: ExpiryResult = { canceled: [], skipped: [] };
  for (const order of due) {
    try {
      await db.$transaction((tx) =>
        updateOrder(tx, order.unit as ShopUnit, null, order.id, {
          version: order.version,
          status: ORDER_STATUS.canceled,
          note: EXPIRED_NOTE,
        }),
      );
      result.canceled.push(order.id);
    } catch (err) {
      if (!(err instanceof HttpError) || (err.status !== 404 && err.status !== 409)) throw err;
      result.skipped.push(order.id);
    }
  }
  await recordRun(db, { name: JOB.ordersExpire, jobId, affected: result.canceled.length });
  return result;
}
