// How the shop screens name order statuses and orders (times, money and weights: lib/format).
import type { OrderStatus } from '@/lib/rules/order-status';

/** The order statuses as staff read them, in pipeline order (spec 4). */
export const STATUS_LABELS: Record<OrderStatus, string> = {
  0: 'Unpaid',
  1: 'Verifying',
  2: 'Ready to process',
  3: 'In process',
  4: 'Ready to ship',
  5: 'Shipped',
  6: 'Delivered',
  99: 'Canceled',
};

/** What an item's `active` flag means to staff: offered for sale in the shop (not that it was sold). */
export const ON_SALE = 'On sale in the shop';

/** The order number as staff say it on the phone. */
export const orderNumber = (id: number) => `#${id}`;
