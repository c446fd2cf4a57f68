// The API paths the watersports screens call.

export const SWS_ENDPOINTS = {
  product: '/api/sws/product',
  specs: '/api/sws/product/specs',
  category: '/api/sws/category',
  stock: '/api/sws/product/stock',
  history: '/api/sws/product/stock-history',
  size: '/api/sws/size',
} as const;
