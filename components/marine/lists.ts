// Page size, sort and URL prefix of the marine lists that are not resources (stock, documents, orders),
// shared by the server page (first page) and the table; and the API paths the screens call.
import type { ListDefaults } from '@/components/data-table/list-params';

export const STOCK_LIST: ListDefaults = { limit: 25, sort: 'sku', order: 'asc' };
export const STOCK_PREFIX = 'stock.';
export const DOC_LIST: ListDefaults = { limit: 10, sort: 'created_at', order: 'desc' };
export const DOC_PREFIX = 'docs.';
export const ORDER_LIST: ListDefaults = { limit: 25, sort: 'created_at', order: 'desc' };
/** The orders table's own parameters; the tab (status) is the screen's. */
export const ORDER_PREFIX = 'orders.';

export const ENDPOINTS = {
  category: '/api/marine/category',
  size: '/api/marine/product-size',
  sizeAll: '/api/marine/product-size-all',
  product: '/api/marine/product',
  productAll: '/api/marine/product/all',
  items: '/api/marine/product-items',
  inventory: '/api/marine/inventory',
  stockMutation: '/api/marine/stock-mutation',
  history: '/api/marine/stock-mutation/history',
  masterMutation: '/api/marine/master-mutation',
} as const;
