// The shops that share the order screens (transaction manager, order dialog, actions, packing slip): their
// order API paths, what a step changes elsewhere, and their name on paper. Pages pass the unit (a server
// component cannot hand functions to the client); the components read the rest here.

import { type ApiGetQuery, apiGetQuery } from '@/lib/client/query';
import type { ShopUnit } from '@/lib/rules/shop-unit';
import type { ItemRow } from '@/lib/schemas/marine/catalogue';
import { ENDPOINTS } from './lists';

export interface ShopConfig {
  unit: ShopUnit;
  /** The shop as the packing slip names it. */
  name: string;
  orders: {
    /** POST: take an order (the New order dialog). */
    create: '/api/marine/marine-trx' | '/api/sws/trx';
    /** GET: a page of the orders in one status, with every status's count. */
    byStatus: '/api/marine/marine-trx/status/{status}' | '/api/sws/trx/status/{status}';
    detail: '/api/marine/marine-trx/detail/{id}' | '/api/sws/trx-detail/{id}';
    /** PUT: a step of an order, or its payment proof. */
    update: '/api/marine/marine-trx/{id}' | '/api/sws/trx-detail/{id}';
    /** Every order GET lies below one of these: reloaded after a step. */
    reload: readonly string[];
  };
  /** Stock views a step changes (reserve, ship, release). */
  stock: readonly string[];
  /** The shop's products (a list answer) and a product's items in sizes with their stock, for a new order's lines. */
  catalogue: {
    products: '/api/marine/product' | '/api/sws/product';
    items: (productId: number) => ApiGetQuery;
    itemsOf: (answer: unknown) => ItemRow[];
  };
}

export const SHOPS: Record<ShopUnit, ShopConfig> = {
  marine: {
    unit: 'marine',
    name: 'Marine equipment',
    orders: {
      create: '/api/marine/marine-trx',
      byStatus: '/api/marine/marine-trx/status/{status}',
      detail: '/api/marine/marine-trx/detail/{id}',
      update: '/api/marine/marine-trx/{id}',
      reload: ['/api/marine/marine-trx'],
    },
    stock: [ENDPOINTS.inventory, ENDPOINTS.items, ENDPOINTS.history],
    catalogue: {
      products: ENDPOINTS.product,
      items: (id) => apiGetQuery(ENDPOINTS.items, { query: { pid: id, limit: 10000, sort: 'sku' } }),
      itemsOf: (answer) => (answer as { data: ItemRow[] }).data,
    },
  },
  watersports: {
    unit: 'watersports',
    name: 'Watersports',
    orders: {
      create: '/api/sws/trx',
      byStatus: '/api/sws/trx/status/{status}',
      detail: '/api/sws/trx-detail/{id}',
      update: '/api/sws/trx-detail/{id}',
      reload: ['/api/sws/trx', '/api/sws/trx-detail'],
    },
    stock: ['/api/sws/product'],
    catalogue: {
      products: '/api/sws/product',
      items: (id) => apiGetQuery('/api/sws/product/{id}', { path: { id } }),
      itemsOf: (answer) => (answer as { items: ItemRow[] }).items,
    },
  },
};
