'use client';
import { useMemo } from 'react';
import { createColumnHelper, DataTable } from '@/components/data-table/data-table';
import { Badge } from '@/components/ui/badge';
import { Dialog, DialogContent } from '@/components/ui/dialog';
// An item's history (GET /api/marine/stock-mutation/history/{sid}/all): every change of its on hand, newest
// first, with before and after, the reason, the reference (document or order), who and when (WIB).
import type { ApiListPath } from '@/lib/client/api-client';
import { fmtWib } from '@/lib/format/dates';
import { fmt } from '@/lib/format/numbers';
import type { InventoryRow, StockMutationRow } from '@/lib/schemas/marine/stock';
import { orderNumber } from './format';

const helper = createColumnHelper<StockMutationRow>();
const REASONS: Record<StockMutationRow['reason'], string> = {
  received: 'Received',
  sold: 'Sold',
  returned: 'Returned',
  damaged: 'Damaged',
  correction: 'Correction',
  count: 'Stock count',
};

function reference(r: StockMutationRow): string {
  const parts = [
    r.master_no ?? (r.master_id ? `Draft ${r.master_id}` : null),
    r.order_id ? `Order ${orderNumber(r.order_id)}` : null,
    r.reference,
  ];
  return parts.filter(Boolean).join(' · ') || '–';
}

type HistoryItem = Pick<InventoryRow, 'id' | 'sku' | 'product_name' | 'size_name' | 'on_hand' | 'reserved' | 'available'>;

export function ItemHistoryDialog({
  item,
  onClose,
  history = (id) => ({ endpoint: '/api/marine/stock-mutation/history/{sid}/{inout}', pathParams: { sid: id, inout: 'all' } }),
}: {
  item: HistoryItem | null;
  onClose: () => void;
  /** The item's history list (the marine one by default; the watersports screen reads its own). */
  history?: (id: number) => { endpoint: ApiListPath<StockMutationRow>; pathParams: Record<string, string | number> };
}) {
  const columns = useMemo(
    () =>
      helper.columns([
        helper.accessor('created_at', {
          header: 'When (WIB)',
          meta: { className: 'whitespace-nowrap' },
          cell: (c) => fmtWib(c.getValue()),
        }),
        helper.accessor('inout', {
          header: 'Move',
          enableSorting: false,
          cell: (c) => (c.getValue() === 'in' ? <Badge tone="green">In</Badge> : <Badge tone="red">Out</Badge>),
        }),
        helper.accessor('quantity', { header: 'Qty', enableSorting: false, meta: { align: 'right' }, cell: (c) => fmt(c.getValue()) }),
        helper.display({
          id: 'before_after',
          header: 'On hand before → after',
          meta: { className: 'whitespace-nowrap tabular-nums' },
          cell: (c) => `${fmt(c.row.original.before)} → ${fmt(c.row.original.after)}`,
        }),
        helper.accessor('reason', { header: 'Reason', enableSorting: false, cell: (c) => REASONS[c.getValue()] }),
        helper.display({ id: 'reference', header: 'Reference', cell: (c) => reference(c.row.original) }),
        helper.accessor('user_name', { header: 'By', enableSorting: false, cell: (c) => c.getValue() ?? 'System' }),
      ]),
    [],
  );
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      {item && (
        <DialogContent
          title={`History of ${item.sku}`}
          description={`${item.product_name} ${item.size_name}: ${fmt(item.on_hand)} on hand, ${fmt(item.reserved)} reserved, ${fmt(item.available)} available`}
          maxWidth={1000}
        >
          <DataTable<StockMutationRow>
            {...history(item.id)}
            paramPrefix="history."
            title="Stock moves"
            columns={columns}
            defaultSort={{ field: 'created_at', order: 'desc' }}
            pageSize={10}
            searchable={false}
            emptyTitle="No stock moves yet"
            emptyDescription="Receipts, issues, counts and shipped orders show here."
          />
        </DialogContent>
      )}
    </Dialog>
  );
}
