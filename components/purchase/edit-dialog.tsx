'use client';
// 'Edit request' (creator or admin while the request awaits the PIC): vendor, phone, address, notes and
// the items. PUT /api/purchase/{id} with the version read; the items sent replace all items (the API
// rebuilds the unpaid schedule). A stale version (409) shows a toast and reloads the request.
import { FormProvider } from 'react-hook-form';
import { useToast } from '@/components/shell/toast';
import { useSchemaForm } from '@/lib/client/schema-form';
import { groupAmount, typed } from '@/lib/format/typed-input';
import { purchaseUpdateForm } from '@/lib/schemas/purchase';
import { formatIn } from './amounts';
import { TextArea, TextInput } from './form-fields';
import { blankItem, ItemsEditor, type ItemsValues, itemsBody, useLiveTotals } from './items-editor';
import { usePurchaseWrite } from './purchase-api';
import { SaveDialog } from './save-dialog';
import type { PurchaseDetail } from './types';

interface EditValues extends ItemsValues {
  company: string;
  company_phone: string;
  company_address: string;
  notes: string;
}

const editDefaults = (p: PurchaseDetail): EditValues => ({
  company: p.company,
  company_phone: p.company_phone ?? '',
  company_address: p.company_address ?? '',
  notes: p.notes ?? '',
  items: p.items.length
    ? p.items.map((i) => ({ name: i.name, amount: groupAmount(i.amount, p.currency), quantity: String(i.quantity) }))
    : [blankItem()],
});

export function EditRequestDialog({ purchase, onClose }: { purchase: PurchaseDetail; onClose: () => void }) {
  const { toast } = useToast();
  const form = useSchemaForm<EditValues, typeof purchaseUpdateForm>(purchaseUpdateForm, {
    defaultValues: editDefaults(purchase),
    toBody: (v) => ({
      company: v.company.trim(),
      company_phone: typed(v.company_phone, null),
      company_address: typed(v.company_address, null),
      notes: typed(v.notes, null),
      currency: purchase.currency,
      items: itemsBody(v.items),
      version: purchase.version,
    }),
  });
  const update = usePurchaseWrite('put', '/api/purchase/{id}', {
    onSuccess: () => toast('Request updated', { type: 'success' }),
  });
  const { control } = form;

  return (
    <SaveDialog
      form={form}
      write={(body) => update.mutateAsync({ params: { path: { id: purchase.id } }, body })}
      options={{ conflictCloses: true }}
      onClose={onClose}
      title="Edit request"
      submitLabel="Save changes"
      maxWidth={760}
    >
      <FormProvider {...form}>
        <div className="grid grid-cols-2 gap-3">
          <TextInput control={control} name="company" label="Vendor (company)" required />
          <TextInput control={control} name="company_phone" label="Vendor phone" type="tel" hint="Saved with the 62 country code" />
        </div>
        <TextArea control={control} name="company_address" label="Vendor address" />
        <TextArea control={control} name="notes" label="Notes" />
        <fieldset className="rounded-md border border-slate-200" aria-label="Items">
          <legend className="sr-only">Items</legend>
          <ItemsEditor
            rowTestId="edit-item-row"
            currency={purchase.currency}
            format={formatIn(purchase.currency)}
            footerClassName="border-slate-200"
          >
            <EditTotal purchase={purchase} />
          </ItemsEditor>
        </fieldset>
      </FormProvider>
    </SaveDialog>
  );
}

/** The total as the items are typed, with the request's additional amount and discount. */
function EditTotal({ purchase }: { purchase: PurchaseDetail }) {
  const totals = useLiveTotals(purchase.currency, purchase.amount_additional, purchase.amount_discount);
  return (
    <p className="ml-auto text-sm text-slate-700">
      Total{' '}
      <span className="font-semibold tabular-nums text-slate-900" data-testid="edit-total">
        {formatIn(purchase.currency)(totals.total)}
      </span>
    </p>
  );
}
