// The first page of a shop's Transaction screen, read on the server with the API's own service: the asked
// status tab (CS start on the orders waiting for their check), as the API sends it (instants as ISO text).
import { pageListQuery } from '@/components/data-table/list-params';
import { ORDER_LIST, ORDER_PREFIX } from '@/components/marine/lists';
import { isOrderStatus, ORDER_STATUS, type OrderStatus } from '@/lib/rules/order-status';
import type { ShopUnit } from '@/lib/rules/shop-unit';
import { orderQuery } from '@/lib/schemas/marine/orders';
import { db } from '@/server/db';
import { asSent } from '@/server/http/as-sent';
import { listByStatus } from './orders';

type SearchParams = Record<string, string | string[] | undefined>;

export async function firstStatusPage(shop: ShopUnit, params: SearchParams) {
  const asked = Number(params.status);
  const status: OrderStatus = isOrderStatus(asked) ? asked : ORDER_STATUS.verifying;
  const first = await listByStatus(db, shop, status, pageListQuery(orderQuery, params, ORDER_LIST, ORDER_PREFIX));
  return { status, page: asSent(first) };
}
