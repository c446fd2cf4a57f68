'use client';
// A new purchase request (/purchase/new): the vendor, the PIC who approves it first, the currency, the item
// rows with live totals, the payment terms (one payment or monthly instalments) and attachments. The zod
// schema of the API checks it in the browser first; each message sits beside its field. The schema (and zod
// with it) is imported once the form is drawn: a page the browser may open first (spec 6) does not wait for it;
// so is the Attachments card's upload code (a moment's 'Loading…' in its place).
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { type FormEvent, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { generalError, submitForm, useSchemaForm } from '@/lib/client/schema-form';
import type { purchaseCreateForm } from '@/lib/schemas/purchase';
import type { AttachedState } from './attachments-card';
import { BackLink } from './display';
import { ItemsSection } from './form-items';
import { PaymentSection } from './form-payment';
import { ApprovalSection, FormCard, VendorSection } from './form-sections';
import { usePurchaseWrite } from './purchase-api';
import { type RequestValues, requestBody, requestDefaults } from './request-values';
import { PURCHASE_ENDPOINT } from './types';

const AttachmentsCard = dynamic(() => import('./attachments-card').then((m) => m.AttachmentsCard), {
  ssr: false,
  loading: () => (
    <FormCard title="Attachments" className="space-y-3">
      <p
        role="status"
        className="flex items-center justify-center gap-2 rounded-md border border-dashed border-slate-300 px-3 py-4 text-sm text-slate-500"
      >
        <Spinner className="size-4" />
        Loading…
      </p>
    </FormCard>
  ),
});

const importSchema = () => import('@/lib/schemas/purchase').then((m) => m.purchaseCreateForm);

export function PurchaseForm() {
  const router = useRouter();
  const { toast } = useToast();
  const [attachments, setAttachments] = useState<AttachedState>({ ids: [], pending: false });
  const form = useSchemaForm<RequestValues, typeof purchaseCreateForm>(importSchema, {
    defaultValues: requestDefaults(),
    toBody: (values) => requestBody(values, attachments.ids),
  });
  const create = usePurchaseWrite('post', PURCHASE_ENDPOINT, {
    onSuccess: (created) => {
      toast('Purchase request created', { type: 'success' });
      router.push(`/purchase/${created.id}`);
    },
  });
  const [formError, setFormError] = useState<string | null>(null);
  // Still busy once created, while the request's page opens.
  const busy = create.isPending || create.isSuccess;

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFormError(null);
    if (attachments.pending) {
      toast('Wait for the attachments to finish uploading', { type: 'warning' });
      return;
    }
    // A failed check focuses the first field in error, and the fields and the line under the form say why:
    // no toast repeats them.
    try {
      await submitForm(form, (body) => create.mutateAsync({ body }));
    } catch (error) {
      setFormError(generalError(error));
    }
  }

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="space-y-5" aria-label="New purchase request">
        <div className="flex items-center justify-between gap-3">
          <BackLink />
        </div>

        <div className="grid grid-cols-[444px_minmax(0,1fr)] items-start gap-5">
          <VendorSection />
          <ApprovalSection />
        </div>

        <ItemsSection />

        <div className="grid grid-cols-[444px_minmax(0,1fr)] items-start gap-5">
          <PaymentSection />
          <AttachmentsCard onChange={setAttachments} />
        </div>

        {formError && (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
            {formError}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => router.push('/purchase')} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            Submit request
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
