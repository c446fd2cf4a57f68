// Marine orders (marine-trx, issue 12): the shop pipeline of server/resources/shop/orders.ts for unit marine.
import { ORDER_PERMISSION } from '@/server/resources/shop/order-scope';
import { shopOrderEndpoints } from './shop-orders';

export const {
  create: marineTrxCreate,
  byStatus: marineTrxByStatus,
  detail: marineTrxDetail,
  update: marineTrxUpdate,
} = shopOrderEndpoints({
  unit: 'marine',
  tag: 'Marine: orders',
  permission: ORDER_PERMISSION.marine,
  paths: {
    create: '/api/marine/marine-trx',
    byStatus: '/api/marine/marine-trx/status/{status}',
    detail: '/api/marine/marine-trx/detail/{id}',
    update: '/api/marine/marine-trx/{id}',
  },
});
