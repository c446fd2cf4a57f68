// A customer's orders across the shop units (the Customer screen), newest first, paged in the database.
import type { Prisma } from '@/lib/generated/prisma/client';
import type { OrderQuery } from '@/lib/schemas/marine/orders';
import type { Client } from '@/server/crud/model';
import { paged } from '@/server/crud/paging';
import { presentRows, rowSelect } from '@/server/resources/shop/orders';

export async function listCustomerOrders(db: Client, customerId: number, q: OrderQuery) {
  const where: Prisma.ShopOrderWhereInput = { customer_id: customerId };
  const orderBy: Prisma.ShopOrderOrderByWithRelationInput[] = q.sort
    ? [{ [q.sort]: q.order }, { id: q.order }]
    : [{ created_at: 'desc' }, { id: 'desc' }];
  const page = await paged(q, db.shopOrder.count({ where }), (range) =>
    db.shopOrder.findMany({ where, orderBy, select: rowSelect, ...range }),
  );
  return { total: page.total, data: await presentRows(db, page.data) };
}
