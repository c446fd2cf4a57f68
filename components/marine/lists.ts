// Page size, sort and URL prefix of each marine list, shared by the server page (first page) and the table.
import type { ListDefaults } from '@/components/data-table/list-params';

export const PRODUCT_LIST: ListDefaults = { limit: 10, sort: 'name', order: 'asc' };
export const PRODUCT_PREFIX = 'products.';
export const ITEM_LIST: ListDefaults = { limit: 10, sort: 'sku', order: 'asc' };
export const ITEM_PREFIX = 'items.';
export const CATEGORY_LIST: ListDefaults = { limit: 10, sort: 'name', order: 'asc' };
export const CATEGORY_PREFIX = 'categories.';
export const SIZE_LIST: ListDefaults = { limit: 10, sort: 'sort_order', order: 'asc' };
export const SIZE_PREFIX = 'sizes.';
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
