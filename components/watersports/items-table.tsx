'use client';
// One watersports product's items with their stock, and the specs it carries: each item's size, SKU,
// price (IDR), weight (spec 9), on hand, reserved and available, with its stock and history buttons.
import { useMemo } from 'react';
import { createColumnHelper } from '@/components/data-table/data-table';
import { RowsTable } from '@/components/data-table/rows-table';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { idr } from '@/lib/format/money';
import { fmt } from '@/lib/format/numbers';
import { fmtWeight } from '@/lib/format/weight';
import { specTable, specText } from '@/lib/rules/sws-specs';
import type { ItemRow } from '@/lib/schemas/marine/catalogue';
import type { SwsProductDetail } from '@/lib/schemas/watersports/products';

const helper = createColumnHelper<ItemRow>();
const NUMBER = { align: 'right' } as const;
const count = (c: { getValue: () => number }) => fmt(c.getValue());

function itemColumns(onStock: (item: ItemRow) => void, onHistory: (item: ItemRow) => void) {
  return [
    helper.accessor('size_name', { header: 'Size' }),
    helper.accessor('sku', { header: 'SKU', meta: { className: 'font-mono font-semibold' } }),
    helper.accessor('price', { header: 'Price', cell: (c) => idr(c.getValue()), meta: { align: 'right', className: 'whitespace-nowrap' } }),
    helper.accessor('weight', {
      header: 'Weight',
      cell: (c) => fmtWeight(c.getValue()),
      meta: { align: 'right', className: 'whitespace-nowrap' },
    }),
    helper.accessor('on_hand', { header: 'On hand', cell: count, meta: NUMBER }),
    helper.accessor('reserved', { header: 'Reserved', cell: count, meta: NUMBER }),
    helper.accessor('available', {
      header: 'Available',
      meta: NUMBER,
      cell: ({ row: { original: i } }) => (
        <>
          {fmt(i.available)}
          {i.available <= i.low_stock && (
            <Badge tone={i.available === 0 ? 'red' : 'amber'} className="ml-2">
              {i.available === 0 ? 'Out' : 'Low'}
            </Badge>
          )}
        </>
      ),
    }),
    helper.display({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      meta: { align: 'right', className: 'whitespace-nowrap' },
      cell: ({ row: { original: i } }) => (
        <>
          <Button variant="secondary" size="sm" aria-label={`Receive or adjust stock of ${i.sku}`} onClick={() => onStock(i)}>
            Stock…
          </Button>{' '}
          <Button variant="ghost" size="sm" aria-label={`History of ${i.sku}`} onClick={() => onHistory(i)}>
            History
          </Button>
        </>
      ),
    }),
  ];
}

const itemRow = () => ({ 'data-testid': 'sws-item-row' });

export function SwsItemsTable({
  detail,
  onStock,
  onHistory,
}: {
  detail: SwsProductDetail | undefined;
  onStock: (item: ItemRow) => void;
  onHistory: (item: ItemRow) => void;
}) {
  const columns = useMemo(() => itemColumns(onStock, onHistory), [onStock, onHistory]);
  if (!detail) return <p className="p-4 text-sm text-slate-500">Loading the items…</p>;
  const specs = specTable(detail.spec_kind, detail.specs).filter((c) => c.value !== null);
  return (
    <div>
      {specs.length > 0 && (
        <dl className="flex flex-wrap gap-x-6 gap-y-1 border-b border-slate-200 px-4 py-3 text-sm" aria-label="Specs">
          {specs.map((c) => (
            <div key={c.key} className="flex gap-1.5">
              <dt className="text-slate-500">{c.label}</dt>
              <dd className="font-medium text-slate-900">{specText(c)}</dd>
            </div>
          ))}
        </dl>
      )}
      {detail.items.length === 0 ? (
        <p className="p-4 text-sm text-slate-500">No items: add one for each size in the product dialog.</p>
      ) : (
        <RowsTable rows={detail.items} columns={columns} rowAttributes={itemRow} />
      )}
    </div>
  );
}
