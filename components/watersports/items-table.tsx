'use client';
// One watersports product's items with their stock, and the specs it carries: each item's size, SKU,
// price (IDR), weight (spec 9), on hand, reserved and available, with its stock and history buttons.
import { fmtWeight, idr } from '@/components/marine/format';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { fmt } from '@/lib/format/numbers';
import { specTable, specText } from '@/lib/rules/sws-specs';
import type { ItemRow } from '@/lib/schemas/marine/catalogue';
import type { SwsProductDetail } from '@/lib/schemas/watersports/products';

const TH = 'px-3 py-2 text-left text-xs font-medium uppercase tracking-wide text-slate-500';
const TD = 'px-3 py-2';

export function SwsItemsTable({
  detail,
  onStock,
  onHistory,
}: {
  detail: SwsProductDetail | undefined;
  onStock: (item: ItemRow) => void;
  onHistory: (item: ItemRow) => void;
}) {
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
        <table className="w-full text-sm">
          <thead className="bg-slate-50">
            <tr>
              <th className={TH}>Size</th>
              <th className={TH}>SKU</th>
              <th className={`${TH} text-right`}>Price</th>
              <th className={`${TH} text-right`}>Weight</th>
              <th className={`${TH} text-right`}>On hand</th>
              <th className={`${TH} text-right`}>Reserved</th>
              <th className={`${TH} text-right`}>Available</th>
              <th className={TH}>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {detail.items.map((i) => (
              <tr key={i.id} data-testid="sws-item-row">
                <td className={TD}>{i.size_name}</td>
                <td className={`${TD} font-mono font-semibold`}>{i.sku}</td>
                <td className={`${TD} whitespace-nowrap text-right tabular-nums`}>{idr(i.price)}</td>
                <td className={`${TD} whitespace-nowrap text-right`}>{fmtWeight(i.weight)}</td>
                <td className={`${TD} text-right tabular-nums`}>{fmt(i.on_hand)}</td>
                <td className={`${TD} text-right tabular-nums`}>{fmt(i.reserved)}</td>
                <td className={`${TD} text-right tabular-nums`}>
                  {fmt(i.available)}
                  {i.available <= i.low_stock && (
                    <Badge tone={i.available === 0 ? 'red' : 'amber'} className="ml-2">
                      {i.available === 0 ? 'Out' : 'Low'}
                    </Badge>
                  )}
                </td>
                <td className={`${TD} whitespace-nowrap text-right`}>
                  <Button variant="secondary" size="sm" aria-label={`Receive or adjust stock of ${i.sku}`} onClick={() => onStock(i)}>
                    Stock…
                  </Button>{' '}
                  <Button variant="ghost" size="sm" aria-label={`History of ${i.sku}`} onClick={() => onHistory(i)}>
                    History
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
