// Page size, sort and URL prefix of the watersports product list (shared by the server page and the
// table), and the API paths the screen calls.
import type { ListDefaults } from '@/components/data-table/list-params';

export const SWS_PRODUCT_LIST: ListDefaults = { limit: 10, sort: 'name', order: 'asc' };
export const SWS_PRODUCT_PREFIX = 'products.';

export const SWS_ENDPOINTS = {
  product: '/api/sws/product',
  specs: '/api/sws/product/specs',
  category: '/api/sws/category',
  stock: '/api/sws/product/stock',
  history: '/api/sws/product/stock-history',
  size: '/api/sws/size',
} as const;
