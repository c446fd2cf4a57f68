// The watersports product list pages, sorts and keeps its state in the URL as the marine one does; the API
// paths the screen calls.
export { PRODUCT_LIST as SWS_PRODUCT_LIST, PRODUCT_PREFIX as SWS_PRODUCT_PREFIX } from '@/components/marine/lists';

export const SWS_ENDPOINTS = {
  product: '/api/sws/product',
  specs: '/api/sws/product/specs',
  category: '/api/sws/category',
  stock: '/api/sws/product/stock',
  history: '/api/sws/product/stock-history',
  size: '/api/sws/size',
} as const;
