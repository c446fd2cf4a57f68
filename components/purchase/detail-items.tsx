// The detail's items card: each item with its line amount, then the additional amount, discount and total.

import { money } from './amounts';
import { DataHead } from './display';
import { TotalsList } from './totals-list';
import type { PurchaseDetail } from './types';

const HEAD = [
  { label: '#', className: 'w-8 px-3' },
  { label: 'Item' },
  { label: 'Unit price', right: true },
  { label: 'Qty', right: true },
  { label: 'Amount', right: true },
];

const withText = (label: string, text: string | null) => (text ? `${label} (${text})` : label);

export function DetailItems({ purchase: p }: { purchase: PurchaseDetail }) {
  const cur = p.currency;
  return (
    <section className="rounded-lg border border-slate-200 bg-white shadow-sm" aria-label="Items">
      <h3 className="border-b border-slate-200 px-4 py-2.5 text-sm font-semibold text-slate-900">Items</h3>
      <table className="w-full text-sm">
        <DataHead columns={HEAD} />
        <tbody className="divide-y divide-slate-100">
          {p.items.map((it, i) => (
            <tr key={it.id}>
              <td className="px-3 py-2 text-slate-500">{i + 1}</td>
              <td className="px-3 py-2 text-slate-900">{it.name}</td>
              <td className="px-3 py-2 text-right tabular-nums">{money(it.amount, cur)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{it.quantity}</td>
              <td className="px-3 py-2 text-right font-medium tabular-nums">{money(it.amount * it.quantity, cur)}</td>
            </tr>
          ))}
        </tbody>
      </table>
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
