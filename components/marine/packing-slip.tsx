'use client';
// The packing slip of an order: who it goes to, the courier and tracking number, and the lines to pick
// (SKU, item, quantity, weight), with Print (only the slip is printed).
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { PRINT_CSS } from '@/components/purchase/print-dialog';
import { Button } from '@/components/ui/button';
import { fmt } from '@/lib/format/numbers';
import { fmtWeight } from '@/lib/format/weight';
import type { OrderDetail } from '@/lib/schemas/marine/orders';
import { fmtWib, orderNumber, showPhone } from './format';

export function PackingSlipDialog({
  order: o,
  open,
  onOpenChange,
}: {
  order: OrderDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay
          data-print-overlay
          className="fixed inset-0 z-50 overflow-y-auto bg-slate-900/60 px-4 py-6 animate-fade-in"
        >
          <style>{PRINT_CSS}</style>
          <DialogPrimitive.Content
            data-print-frame
            aria-describedby={undefined}
            className="mx-auto w-fit rounded-lg bg-slate-200 shadow-xl animate-dialog-in focus:outline-none"
          >
            <div data-print-chrome className="flex items-center gap-2 rounded-t-lg border-b border-slate-300 bg-white px-4 py-3">
              <DialogPrimitive.Title className="mr-auto text-base font-semibold text-slate-900">
                Packing slip {orderNumber(o.id)}
              </DialogPrimitive.Title>
              <Button variant="secondary" onClick={() => window.print()}>
                Print
              </Button>
              <DialogPrimitive.Close asChild>
                <Button>Close</Button>
              </DialogPrimitive.Close>
            </div>
            <div className="p-4">
              <div data-print-paper className="w-[760px] bg-white p-8 text-sm text-slate-900 shadow">
                <div className="flex justify-between border-b border-slate-300 pb-3">
                  <div>
                    <p className="text-lg font-bold">Packing slip</p>
                    <p>Marine equipment · order {orderNumber(o.id)}</p>
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
                    <p className="font-mono">{showPhone(o.shipping.phone)}</p>
                  </div>
                  <div>
                    <p className="font-semibold">Courier</p>
                    <p>{o.shipping.courier ?? '–'}</p>
                    <p className="font-mono">{o.shipping.tracking_number ?? '–'}</p>
                  </div>
                </div>
                <table className="w-full border-t border-slate-300">
                  <thead>
                    <tr className="text-left">
                      <th className="py-1">SKU</th>
                      <th className="py-1">Item</th>
                      <th className="py-1 text-right">Qty</th>
                      <th className="py-1 text-right">Weight</th>
                      <th className="py-1 text-right">Picked</th>
                    </tr>
                  </thead>
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
            </div>
          </DialogPrimitive.Content>
        </DialogPrimitive.Overlay>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
