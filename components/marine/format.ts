// How the marine and customer screens write instants, money and order statuses. The shop runs on
// Jakarta time: every instant is shown in WIB and says so.
import { fmtInstant } from '@/lib/format/dates';
import { formatMoney } from '@/lib/rules/money';
import type { OrderStatus } from '@/lib/rules/order-status';

export { fmtWeight } from '@/lib/format/weight';

export const SHOP_ZONE = 'Asia/Jakarta';

/** '05 Mar 2026 14:30 WIB'. */
export const fmtWib = (iso: string | null | undefined): string => fmtInstant(iso, SHOP_ZONE);

/** 'IDR 1.500.000'. */
export const idr = (n: number | null | undefined): string => (n === null || n === undefined ? '–' : formatMoney(n, 'IDR'));

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
