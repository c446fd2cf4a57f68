// Watersports orders (sws/trx, issue 13): the shop pipeline of server/resources/shop/orders.ts for unit
// watersports. The detail answers with the spec's `response` flag (spec 8).
import { ORDER_PERMISSION } from '@/server/resources/shop/order-scope';
import { shopOrderEndpoints } from './shop-orders';

export const {
  create: swsTrxCreate,
  byStatus: swsTrxByStatus,
  detail: swsTrxDetail,
  update: swsTrxUpdate,
} = shopOrderEndpoints({
  unit: 'watersports',
  tag: 'Watersports: orders',
  permission: ORDER_PERMISSION.watersports,
  paths: {
    create: '/api/sws/trx',
    byStatus: '/api/sws/trx/status/{status}',
    detail: '/api/sws/trx-detail/{id}',
    update: '/api/sws/trx-detail/{id}',
  },
  responseFlag: true,
});
