'use client';
// The order dialog's payment proof (the customer's transfer receipt): open it, or attach one while the order
// is unpaid or verifying. The file goes up through POST /api/upload, then onto the order with its update (PUT
// with the version loaded), where the server takes only the caller's own upload (assertAttachable).
import { useId, useRef, useState } from 'react';
import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { UploadProgress } from '@/components/ui/upload-progress';
import { ApiError, uploadFile } from '@/lib/client/api';
import { useApiWrite } from '@/lib/client/query';
import { fmt } from '@/lib/format/numbers';
import { ORDER_STATUS } from '@/lib/rules/order-status';
import { checkUpload, maxUploadBytes } from '@/lib/rules/upload';
import type { OrderDetail } from '@/lib/schemas/marine/orders';
import { orderNumber } from './format';
import type { ShopConfig } from './shop';

const ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf';

/** Why a chosen file is not taken, or null. */
function refusal(file: File): string | null {
  const check = checkUpload(file);
  if (check === 'canceled') return 'The file is empty';
  if (check === 'file_size') return `Too large: at most ${fmt(maxUploadBytes(file.name))} bytes`;
  if (!/^image\/|^application\/pdf$/.test(file.type)) return 'Choose a photo or a PDF of the transfer receipt';
  return null;
}

export function PaymentProof({ shop, order: o }: { shop: ShopConfig; order: OrderDetail }) {
  const { toast } = useToast();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [upload, setUpload] = useState<{ name: string; progress: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const attach = useApiWrite('put', shop.orders.update, { invalidates: shop.orders.reload });
  const attachable = o.status === ORDER_STATUS.unpaid || o.status === ORDER_STATUS.verifying;
  const busy = upload !== null || attach.isPending;

  async function send(file: File) {
    setError(null);
    const refused = refusal(file);
    if (refused) {
      setError(refused);
      toast(`${file.name}: ${refused}`, { type: 'error' });
      return;
    }
    setUpload({ name: file.name, progress: 0 });
    try {
      const up = await uploadFile<{ id: string }>(file, {
        source: 'payment-proof',
        onProgress: (progress) => setUpload({ name: file.name, progress }),
      });
      await attach.mutateAsync({ params: { path: { id: o.id } }, body: { version: o.version, payment_proof: up.id } });
      toast(`Payment proof attached to order ${orderNumber(o.id)}`, { type: 'success' });
    } catch (e) {
      const message = e instanceof ApiError ? e.message : 'The upload failed';
      setError(message);
      toast(message, { type: 'error' });
    } finally {
      setUpload(null);
    }
  }

  return (
    <section aria-label="Payment" className="rounded-md border border-slate-200 p-3">
      <h3 className="mb-1 font-medium text-slate-900">Payment proof</h3>
      {o.payment_proof ? (
        <a href={o.payment_proof.url} target="_blank" rel="noreferrer" className="font-medium text-brand-700 hover:underline">
          Open the transfer receipt
        </a>
      ) : (
        <p className="text-slate-600">None uploaded</p>
      )}
      {attachable && (
        <div className="mt-2">
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={ACCEPT}
            className="sr-only"
            tabIndex={-1}
            aria-label="Transfer receipt file"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void send(file);
            }}
          />
          <Button size="sm" variant="secondary" loading={busy} onClick={() => input.current?.click()}>
            {o.payment_proof ? 'Replace the receipt' : 'Attach the transfer receipt'}
          </Button>
          <p className="mt-1 text-xs text-slate-600">A photo or PDF, up to 1 MB</p>
          {upload && <UploadProgress name={upload.name} progress={upload.progress} done={false} />}
        </div>
      )}
      {error && (
        <p role="alert" className="mt-1 text-xs text-red-700">
          {error}
        </p>
      )}
      {o.notes && <p className="mt-2 text-slate-600">Notes: {o.notes}</p>}
    </section>
  );
}
