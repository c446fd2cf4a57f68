// A customer's orders of the shops the caller serves (orderScope: every shop for the Customer screen), newest
// first, paged in the database.
import type { Prisma } from '@/lib/generated/prisma/client';
import type { OrderQuery } from '@/lib/schemas/marine/orders';
import type { CurrentUser } from '@/server/auth/user';
import type { Client } from '@/server/crud/model';
import { paged } from '@/server/crud/paging';
import { orderScope } from '@/server/resources/shop/order-scope';
import { presentRows, rowSelect } from '@/server/resources/shop/orders';

export async function listCustomerOrders(db: Client, customerId: number, q: OrderQuery, user: CurrentUser) {
  const where: Prisma.ShopOrderWhereInput = { customer_id: customerId, ...orderScope(user) };
  const orderBy: Prisma.ShopOrderOrderByWithRelationInput[] = q.sort
    ? [{ [q.sort]: q.order }, { id: q.order }]
    : [{ created_at: 'desc' }, { id: 'desc' }];
  const page = await paged(q, db.shopOrder.count({ where }), (range) =>
    db.shopOrder.findMany({ where, orderBy, select: rowSelect, ...range }),
  );
  return { total: page.total, data: await presentRows(db, page.data) };
}
