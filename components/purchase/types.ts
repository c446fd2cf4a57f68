// The purchase API's answers as the screens read them (docs/purchase-contract.md): defined once in
// lib/schemas/purchase-rows.ts.
export type {
  Currency,
  ManagementRow as Management,
  PurchaseDetail,
  PurchaseHistoryRow as PurchaseHistory,
  PurchaseItemRow as PurchaseItem,
  PurchasePaymentRow as PurchasePayment,
  PurchaseRow,
} from '@/lib/schemas/purchase-rows';

export const PURCHASE_ENDPOINT = '/api/purchase';
/** The Purchase screen's first list state (server page and client table alike). */
export const PURCHASE_LIST = { limit: 25, sort: 'created_at', order: 'desc' } as const;
