// Shop order statuses (spec 4) and the pipeline's rules (issue 12). Client-safe.

export const ORDER_STATUS = {
  unpaid: 0,
  verifying: 1,
  ready_to_process: 2,
  in_process: 3,
  ready_to_ship: 4,
  shipped: 5,
  delivered: 6,
  canceled: 99,
} as const;
export type OrderStatusName = keyof typeof ORDER_STATUS;
export const ORDER_STATUSES = [0, 1, 2, 3, 4, 5, 6, 99] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_TEXT: Record<OrderStatus, OrderStatusName> = {
  0: 'unpaid',
  1: 'verifying',
  2: 'ready_to_process',
  3: 'in_process',
  4: 'ready_to_ship',
  5: 'shipped',
  6: 'delivered',
  99: 'canceled',
};

export const isOrderStatus = (n: number): n is OrderStatus => (ORDER_STATUSES as readonly number[]).includes(n);

/** Statuses whose lines hold a reservation of stock: from ready_to_process until shipped. */
export const RESERVING: readonly OrderStatus[] = [2, 3, 4];
export const holdsReservation = (s: number) => (RESERVING as readonly number[]).includes(s);

/** A canceled or delivered order does not change again. */
export const isFinal = (s: number) => s === ORDER_STATUS.canceled || s === ORDER_STATUS.delivered;

/** The one step forward from a status, or null at the end of the pipeline (and for canceled). */
export function nextStatus(s: number): OrderStatus | null {
  if (s >= ORDER_STATUS.unpaid && s < ORDER_STATUS.delivered) return (s + 1) as OrderStatus;
  return null;
}

/** Cancel is allowed until the order is shipped. */
export const canCancel = (s: number) => s < ORDER_STATUS.shipped;

/** Whether a move from one status to another is a step the pipeline allows. */
export function canMove(from: number, to: number): boolean {
  if (isFinal(from)) return false;
  if (to === ORDER_STATUS.canceled) return canCancel(from);
  return nextStatus(from) === to;
}

/**
 * Verifying is the check of the customer's transfer receipt, so entering it (and ready_to_process, for orders
 * that reached verifying before this rule) needs a payment proof on the order.
 */
export const needsPaymentProof = (to: number) => to === ORDER_STATUS.verifying || to === ORDER_STATUS.ready_to_process;
export const PROOF_NEEDED = 'Attach the payment proof (the transfer receipt) first';
