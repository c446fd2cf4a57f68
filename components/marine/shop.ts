// The shops that share the order screens (transaction manager, order dialog, actions, packing slip): their
// order API paths, what a step changes elsewhere, and their name on paper. Pages pass the unit (a server
// component cannot hand functions to the client); the components read the rest here.
import type { OrderStatus } from '@/lib/rules/order-status';
import type { ShopUnit } from '@/lib/schemas/marine/orders';
import { ENDPOINTS } from './lists';

export interface ShopConfig {
  unit: ShopUnit;
  /** The shop as the packing slip names it. */
  name: string;
  orders: {
    byStatus: (status: OrderStatus) => string;
    detail: (id: number) => string;
    update: (id: number) => string;
    /** Every order GET lies below one of these: reloaded after a step. */
    reload: readonly string[];
  };
  /** Stock views a step changes (reserve, ship, release). */
  stock: readonly string[];
}

export const SHOPS: Record<ShopUnit, ShopConfig> = {
  marine: {
    unit: 'marine',
    name: 'Marine equipment',
    orders: {
      byStatus: (s) => `/api/marine/marine-trx/status/${s}`,
      detail: (id) => `/api/marine/marine-trx/detail/${id}`,
      update: (id) => `/api/marine/marine-trx/${id}`,
      reload: ['/api/marine/marine-trx'],
    },
    stock: [ENDPOINTS.inventory, ENDPOINTS.items, ENDPOINTS.history],
  },
  watersports: {
    unit: 'watersports',
    name: 'Watersports',
    orders: {
      byStatus: (s) => `/api/sws/trx/status/${s}`,
      detail: (id) => `/api/sws/trx-detail/${id}`,
      update: (id) => `/api/sws/trx-detail/${id}`,
      reload: ['/api/sws/trx', '/api/sws/trx-detail'],
    },
    stock: ['/api/sws/product'],
  },
};
