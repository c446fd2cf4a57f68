'use client';
// One order of a shop (GET marine-trx/detail/{id}, sws/trx-detail/{id}): customer and shipping, payment proof (attach one: payment-proof.tsx), the lines with
// their prices at order time, totals in IDR, the status history (WIB), and what may be done next.
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { PhoneText } from '@/components/ui/phone-text';
import { Spinner } from '@/components/ui/spinner';
import { useApiGet } from '@/lib/client/query';
import { fmtWib } from '@/lib/format/dates';
import { idr } from '@/lib/format/money';
import { fmt } from '@/lib/format/numbers';
import { fmtWeight } from '@/lib/format/weight';
import { orderNumber, STATUS_LABELS } from './format';
import { OrderActions } from './order-actions';
import { OrderStatusBadge } from './order-status-badge';
import { PaymentProof } from './payment-proof';
import type { ShopConfig } from './shop';

const TH = 'px-2 py-1.5 text-left text-xs font-medium uppercase tracking-wide text-slate-500';
const TD = 'px-2 py-1.5';

export function OrderDialog({ shop, id, onClose }: { shop: ShopConfig; id: number | null; onClose: () => void }) {
  const detail = useApiGet(shop.orders.detail, { params: id ? { path: { id } } : null });
  const o = detail.data;
  return (
    <Dialog open={id !== null} onOpenChange={(open) => !open && onClose()}>
      {id !== null && (
        <DialogContent
          title={
            <span className="flex items-center gap-2">
              Order {orderNumber(id)} {o && <OrderStatusBadge status={o.status} />}
            </span>
          }
          description={o ? `Placed ${fmtWib(o.created_at)} · ${o.source === 'web' ? 'web shop' : 'taken on the phone'}` : undefined}
          maxWidth={1080}
        >
          {!o ? (
            <div className="flex justify-center py-10">{detail.error ? <p role="alert">{detail.error.message}</p> : <Spinner />}</div>
          ) : (
            <div className="space-y-4">
              {/* Anew with every version: a refusal shown for the last one does not outlive it. */}
              <OrderActions key={o.version} shop={shop} order={o} />
              <div className="grid grid-cols-3 gap-4 text-sm">
                <section aria-label="Customer" className="rounded-md border border-slate-200 p-3">
                  <h3 className="mb-1 font-medium text-slate-900">Customer</h3>
                  <p>{o.customer.name}</p>
                  <p className="text-slate-600">{o.customer.email ?? '–'}</p>
                  <p className="text-slate-600">
                    <PhoneText value={o.customer.phone} />
                  </p>
                </section>
                <section aria-label="Shipping" className="rounded-md border border-slate-200 p-3">
                  <h3 className="mb-1 font-medium text-slate-900">Ship to</h3>
                  <p>{o.shipping.name}</p>
                  <p className="text-slate-600">
                    {o.shipping.address}
                    {o.shipping.city ? `, ${o.shipping.city}` : ''} ({o.shipping.country})
                  </p>
                  <p className="text-slate-600">
                    Courier: {o.shipping.courier ?? '–'} · Tracking: <span className="font-mono">{o.shipping.tracking_number ?? '–'}</span>
                  </p>
                </section>
                <PaymentProof shop={shop} order={o} />
              </div>
              <table className="w-full text-sm" aria-label="Lines">
                <thead className="border-b border-slate-200">
                  <tr>
                    <th className={TH}>SKU</th>
                    <th className={TH}>Item</th>
                    <th className={`${TH} text-right`}>Qty</th>
                    <th className={`${TH} text-right`}>Price</th>
                    <th className={`${TH} text-right`}>Weight</th>
                    <th className={`${TH} text-right`}>Amount</th>
                  </tr>
                </thead>
                <tbody>
                  {o.lines.map((l) => (
                    <tr key={l.id} className="border-b border-slate-100">
                      <td className={`${TD} font-mono`}>{l.sku}</td>
                      <td className={TD}>
                        {l.product_name} <span className="text-slate-500">{l.size_name}</span>
                      </td>
                      <td className={`${TD} text-right tabular-nums`}>{fmt(l.quantity)}</td>
                      <td className={`${TD} whitespace-nowrap text-right`}>{idr(l.price)}</td>
                      <td className={`${TD} whitespace-nowrap text-right`}>{fmtWeight(l.weight * l.quantity)}</td>
                      <td className={`${TD} whitespace-nowrap text-right font-medium`}>{idr(l.amount)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <td colSpan={4} />
                    <td className={`${TD} text-right text-slate-500`}>Subtotal</td>
                    <td className={`${TD} text-right`}>{idr(o.subtotal)}</td>
                  </tr>
                  <tr>
                    <td colSpan={4} />
                    <td className={`${TD} whitespace-nowrap text-right text-slate-500`}>Shipping ({fmtWeight(o.weight_total)})</td>
                    <td className={`${TD} text-right`}>{idr(o.shipping_cost)}</td>
                  </tr>
                  <tr>
                    <td colSpan={4} />
                    <td className={`${TD} text-right font-semibold`}>Total</td>
                    <td className={`${TD} whitespace-nowrap text-right font-semibold`} data-testid="order-total">
                      {idr(o.total)}
                    </td>
                  </tr>
                </tfoot>
              </table>
              <section aria-label="Status history">
                <h3 className="mb-1 text-sm font-medium text-slate-900">Status history</h3>
                <ol className="space-y-1 text-sm">
                  {o.history.map((h) => (
                    <li key={h.id} className="flex gap-3">
                      <span className="w-44 shrink-0 whitespace-nowrap text-slate-500">{fmtWib(h.created_at)}</span>
                      <span>
                        {h.from_status === null ? 'Placed' : `${STATUS_LABELS[h.from_status]} → ${STATUS_LABELS[h.to_status]}`}
                        <span className="text-slate-500"> by {h.user_name ?? 'the web shop'}</span>
                        {h.note && <span className="text-slate-600">: {h.note}</span>}
                      </span>
                    </li>
                  ))}
                </ol>
              </section>
            </div>
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}
