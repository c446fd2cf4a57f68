// What a new or moved shop order tells whom (issue 16): the customer service of the order's shop (marine_cs
// for marine, watersports_cs for watersports), never the other shop's, never the person who moved it.
import type { Role } from '@/lib/access/roles';
import { orderLabel } from '@/lib/rules/order-number';
import { ORDER_STATUS, type OrderStatus } from '@/lib/rules/order-status';
import type { ShopUnit } from '@/lib/rules/shop-unit';
import type { CurrentUser } from '@/server/auth/user';
import { db } from '@/server/db';
import { type Delivery, notifyAfterAnswer } from './notify';
import { activeUsersOf, others } from './recipients';

const SHOP: Record<ShopUnit, { cs: Role; screen: string }> = {
  marine: { cs: 'marine_cs', screen: '/marine/transaction' },
  watersports: { cs: 'watersports_cs', screen: '/watersports/transaction' },
};

const WHAT: Record<OrderStatus, string> = {
  [ORDER_STATUS.unpaid]: 'taken: waiting for payment',
  [ORDER_STATUS.verifying]: 'paid: verify the payment',
  [ORDER_STATUS.ready_to_process]: 'ready to process',
  [ORDER_STATUS.in_process]: 'in process',
  [ORDER_STATUS.ready_to_ship]: 'ready to ship',
  [ORDER_STATUS.shipped]: 'shipped',
  [ORDER_STATUS.delivered]: 'delivered',
  [ORDER_STATUS.canceled]: 'canceled',
};

async function deliveries(unit: ShopUnit, actor: CurrentUser | null, id: number, status: OrderStatus): Promise<Delivery[]> {
  const order = await db.shopOrder.findUnique({ where: { id }, select: { customer: { select: { name: true } } } });
  if (!order) return [];
  const shop = SHOP[unit];
  return [
    {
      userIds: others(await activeUsersOf([shop.cs]), actor?.id),
      notice: {
        kind: 'order',
        title: `Order ${orderLabel(unit, id)} ${WHAT[status]}`,
        body: `${order.customer.name}: by ${actor?.name ?? 'the system'}`,
        // The order's status tab, searched for its number.
        link: `${shop.screen}?status=${status}&orders.q=${id}`,
      },
    },
  ];
}

/** After the order's transaction commits, tells its shop's customer service that it is new or moved to `status`. */
/** `actor` null: the system (an unpaid order expiring). */
export function notifyOrderStep(unit: ShopUnit, actor: CurrentUser | null, id: number, status: OrderStatus) {
  notifyAfterAnswer(() => deliveries(unit, actor, id, status));
}
