// Stock directions, reasons and warehouse document types (issue 12), without zod: the screens' lists read
// them without loading the schemas (lib/schemas/marine/stock.ts re-exports them).
export const INOUT = ['in', 'out'] as const;
export type InOut = (typeof INOUT)[number];
export const REASONS = ['received', 'sold', 'returned', 'damaged', 'correction', 'count'] as const;
export type Reason = (typeof REASONS)[number];
/** The reasons a hand-made mutation may give, by direction; counts come from stock count documents. */
export const REASONS_BY_INOUT: Record<InOut, readonly Reason[]> = {
  in: ['received', 'returned', 'correction'],
  out: ['sold', 'damaged', 'correction'],
};
export const DOC_TYPES = ['receipt', 'delivery', 'count'] as const;
export type DocType = (typeof DOC_TYPES)[number];
export const DOC_TYPE_LABELS: Record<DocType, string> = { receipt: 'Goods receipt', delivery: 'Delivery', count: 'Stock count' };

/** A posted warehouse document's number as staff write it ('WH-2026-0075'); null for a draft. */
export function warehouseDocNo(year: number | null, number: number | null): string | null {
  return year === null || number === null ? null : `WH-${year}-${String(number).padStart(4, '0')}`;
}
