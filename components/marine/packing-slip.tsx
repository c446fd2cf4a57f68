'use client';
import { PhoneText } from '@/components/ui/phone-text';
import { PrintFrame } from '@/components/ui/print-frame';
// The packing slip of an order: who it goes to, the courier and tracking number, and the lines to pick
// (SKU, item, quantity, weight), with Print (only the slip is printed).
import { TableHead } from '@/components/ui/table-head';
import { fmtWib } from '@/lib/format/dates';
import { fmt } from '@/lib/format/numbers';
import { fmtWeight } from '@/lib/format/weight';
import type { OrderDetail } from '@/lib/schemas/marine/orders';
import { orderNumber } from './format';
import type { ShopConfig } from './shop';

export function PackingSlipDialog({
  shop,
  order: o,
  open,
  onOpenChange,
}: {
  shop: ShopConfig;
  order: OrderDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <PrintFrame open={open} onOpenChange={onOpenChange} title={`Packing slip ${orderNumber(o.id)}`}>
      <div data-print-paper className="w-[760px] bg-white p-8 text-sm text-slate-900 shadow">
        <div className="flex justify-between border-b border-slate-300 pb-3">
          <div>
            <p className="text-lg font-bold">Packing slip</p>
            <p>
              {shop.name} · order {orderNumber(o.id)}
            </p>
          </div>
          <div className="text-right">
            <p>Placed {fmtWib(o.created_at)}</p>
            <p>Printed {fmtWib(new Date().toISOString())}</p>
          </div>
        </div>
        <div className="grid grid-cols-2 gap-4 py-3">
          <div>
            <p className="font-semibold">Ship to</p>
            <p>{o.shipping.name}</p>
            <p>{o.shipping.address}</p>
            <p>
              {o.shipping.city ?? ''} {o.shipping.country}
            </p>
            <p>
              <PhoneText value={o.shipping.phone} />
            </p>
          </div>
          <div>
            <p className="font-semibold">Courier</p>
            <p>{o.shipping.courier ?? '–'}</p>
            <p className="font-mono">{o.shipping.tracking_number ?? '–'}</p>
          </div>
        </div>
        <table className="w-full border-t border-slate-300">
          <TableHead cell="py-1" heads={['SKU', 'Item', '>Qty', '>Weight', '>Picked']} rowClassName="text-left" />
          <tbody>
            {o.lines.map((l) => (
              <tr key={l.id} className="border-t border-slate-200">
                <td className="py-1 font-mono">{l.sku}</td>
                <td className="py-1">
                  {l.product_name} {l.size_name}
                </td>
                <td className="py-1 text-right">{fmt(l.quantity)}</td>
                <td className="py-1 text-right">{fmtWeight(l.weight * l.quantity)}</td>
                <td className="py-1 text-right">☐</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-3 text-right font-semibold">Total weight {fmtWeight(o.weight_total)}</p>
      </div>
    </PrintFrame>
  );
}
