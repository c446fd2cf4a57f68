'use client';
// What may be done to an order: the next pipeline step as the main action (courier and tracking number
// go with the step to shipped), cancel with a confirmation, the packing slip. A step against a stale
// version (someone else moved the order first) shows the API's 409 with a button to reload the order.
import { useState } from 'react';
import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/client/api';
import type { ApiBody } from '@/lib/client/api-client';
import { useApiWrite, useInvalidate } from '@/lib/client/query';
import { needsPaymentProof, ORDER_STATUS, type OrderStatus } from '@/lib/rules/order-status';
import type { OrderDetail } from '@/lib/schemas/marine/orders';
import { orderNumber, STATUS_LABELS } from './format';
import { PackingSlipDialog } from './packing-slip';
import type { ShopConfig } from './shop';

/** A step's body without the version, which the order's own adds. */
type Step = Omit<ApiBody<ShopConfig['orders']['update'], 'put'>, 'version'>;

export function OrderActions({ shop, order: o }: { shop: ShopConfig; order: OrderDetail }) {
  const { toast } = useToast();
  const invalidate = useInvalidate();
  const [courier, setCourier] = useState(o.courier ?? '');
  const [tracking, setTracking] = useState(o.tracking_number ?? '');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<{ message: string; stale: boolean; fields: Record<string, string> } | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [slip, setSlip] = useState(false);
  const move = useApiWrite('put', shop.orders.update, { invalidates: [...shop.orders.reload, ...shop.stock] });
  const shipping = o.status === ORDER_STATUS.in_process || o.status === ORDER_STATUS.ready_to_ship;

  async function run(step: Step, done: string) {
    setProblem(null);
    try {
      await move.mutateAsync({ params: { path: { id: o.id } }, body: { version: o.version, ...step } });
      setNote('');
      toast(done, { type: 'success' });
    } catch (e) {
      const err = e instanceof ApiError ? e : null;
      setProblem({
        message: err?.message ?? 'Something went wrong',
        stale: err?.status === 409 && err.message.includes('changed'),
        fields: err?.fields ?? {},
      });
    }
  }

  const proofMissing = o.can.next !== null && needsPaymentProof(o.can.next) && !o.payment_proof;
  const shippingEdits = shipping ? { courier: courier.trim() || null, tracking_number: tracking.trim() || null } : {};

  return (
    <div className="space-y-3 rounded-md border border-slate-200 bg-slate-50 p-3">
      {/* A refusal with courier or tracking messages shows them at those fields. */}
      {problem && !problem.fields.courier && !problem.fields.tracking_number && (
        <div role="alert" className="flex items-center gap-3 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          <span className="flex-1">
            {problem.stale ? 'Someone else changed this order while you had it open. ' : ''}
            {problem.message}
          </span>
          {problem.stale && (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => {
                setProblem(null);
                void invalidate(shop.orders.reload);
              }}
            >
              Reload the order
            </Button>
          )}
        </div>
      )}
      <div className="flex flex-wrap items-end gap-3">
        {shipping && (
          <>
            <Field label="Courier" htmlFor="order-courier" error={problem?.fields.courier} className="w-44">
              <Input id="order-courier" value={courier} placeholder="JNE, J&T, SiCepat…" onChange={(e) => setCourier(e.target.value)} />
            </Field>
            <Field label="Tracking number" htmlFor="order-tracking" error={problem?.fields.tracking_number} className="w-52">
              <Input id="order-tracking" value={tracking} className="font-mono" onChange={(e) => setTracking(e.target.value)} />
            </Field>
          </>
        )}
        {(o.can.next !== null || o.can.cancel) && (
          <Field label="Note for the history" htmlFor="order-note" className="min-w-48 flex-1">
            <Input id="order-note" value={note} placeholder="optional" onChange={(e) => setNote(e.target.value)} />
          </Field>
        )}
        <div className="ml-auto flex gap-2">
          <Button variant="secondary" onClick={() => setSlip(true)}>
            Packing slip
          </Button>
          {o.can.cancel && (
            <Button variant="danger" onClick={() => setConfirmCancel(true)}>
              Cancel order
            </Button>
          )}
          {o.can.next !== null && (
            <Button
              loading={move.isPending}
              aria-describedby={proofMissing ? 'order-proof-hint' : undefined}
              onClick={() => {
                const next = o.can.next as OrderStatus;
                void run(
                  { status: next, note: note.trim() || undefined, ...shippingEdits },
                  `Order ${orderNumber(o.id)} is ${STATUS_LABELS[next].toLowerCase()}`,
                );
              }}
            >
              Mark as {STATUS_LABELS[o.can.next]}
            </Button>
          )}
        </div>
      </div>
      {proofMissing && (
        <p id="order-proof-hint" className="text-right text-sm text-amber-800">
          {STATUS_LABELS[o.can.next as OrderStatus]} needs the payment proof: attach the customer's transfer receipt first.
        </p>
      )}
      <ConfirmDialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title={`Cancel order ${orderNumber(o.id)}?`}
        description="A canceled order does not change again. Stock it holds is released."
        confirmLabel="Cancel the order"
        cancelLabel="Keep it"
        destructive
        onConfirm={() => run({ status: ORDER_STATUS.canceled, note: note.trim() || undefined }, `Order ${orderNumber(o.id)} canceled`)}
      />
      <PackingSlipDialog shop={shop} order={o} open={slip} onOpenChange={setSlip} />
    </div>
  );
}
