'use client';
// The detail's items card: each item with its line amount, then the additional amount, discount and total.
import { useMemo } from 'react';
import { createColumnHelper } from '@/components/data-table/data-table';
import { RowsTable } from '@/components/data-table/rows-table';
import { money } from './amounts';
import { TotalsList } from './totals-list';
import type { PurchaseDetail } from './types';

type Item = PurchaseDetail['items'][number];
const helper = createColumnHelper<Item>();
const RIGHT = { align: 'right' } as const;

function itemColumns(cur: PurchaseDetail['currency']) {
  return [
    helper.display({ id: 'seq', header: '#', cell: ({ row }) => row.index + 1, meta: { className: 'w-8 text-slate-500' } }),
    helper.accessor('name', { header: 'Item', meta: { className: 'text-slate-900' } }),
    helper.accessor('amount', { header: 'Unit price', cell: (c) => money(c.getValue(), cur), meta: RIGHT }),
    helper.accessor('quantity', { header: 'Qty', meta: RIGHT }),
    helper.display({
      id: 'line',
      header: 'Amount',
      cell: ({ row: { original: it } }) => money(it.amount * it.quantity, cur),
      meta: { align: 'right', className: 'font-medium' },
    }),
  ];
}

const withText = (label: string, text: string | null) => (text ? `${label} (${text})` : label);

export function DetailItems({ purchase: p }: { purchase: PurchaseDetail }) {
  const cur = p.currency;
  const columns = useMemo(() => itemColumns(cur), [cur]);
  return (
    <section className="rounded-lg border border-slate-200 bg-white shadow-sm" aria-label="Items">
      <h3 className="border-b border-slate-200 px-4 py-2.5 text-sm font-semibold text-slate-900">Items</h3>
      <RowsTable rows={p.items} columns={columns} />
      <TotalsList
        className="ml-auto w-96 space-y-1 border-t border-slate-200 px-4 py-3"
        rows={[
          { label: 'Items', value: money(p.items_amount, cur) },
          { label: withText('Additional', p.amount_additional_text), value: `+ ${money(p.amount_additional, cur)}` },
          { label: withText('Discount', p.amount_discount_text), value: `− ${money(p.amount_discount, cur)}` },
        ]}
        total={money(p.total, cur)}
        totalClassName="pt-1.5"
      />
    </section>
  );
}
