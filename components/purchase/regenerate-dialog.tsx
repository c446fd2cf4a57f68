'use client';
// 'Rebuild schedule' (the detail's can.regenerate): the unpaid instalments are rebuilt from a tenor and a
// first due date so that they cover exactly the outstanding amount; paid instalments stay.
// POST /api/purchase/payment/regenerate/{id} -> { id, tenor, outstanding }.
import { useToast } from '@/components/shell/toast';
import { useSchemaForm } from '@/lib/client/schema-form';
import { typed, whole } from '@/lib/format/typed-input';
import { purchaseRegenerate } from '@/lib/schemas/purchase';
import { money } from './amounts';
import { TextInput } from './form-fields';
import { usePurchaseWrite } from './purchase-api';
import { SaveDialog } from './save-dialog';
import type { PurchaseDetail } from './types';

interface RebuildValues {
  tenor: string;
  first_due_date: string;
}

/** By default the unpaid instalments again (at least one), from the first unpaid one's due date. */
function rebuildDefaults(p: PurchaseDetail): RebuildValues {
  const unpaid = p.payments.filter((x) => !x.paid_at);
  const firstDue = unpaid.find((x) => x.due_date)?.due_date ?? (p.payment_type === 1 ? p.payment_due_date : p.payment_due_date_single);
  return { tenor: String(Math.max(unpaid.length, 1)), first_due_date: firstDue?.slice(0, 10) ?? '' };
}

export function RegenerateDialog({ purchase, onClose }: { purchase: PurchaseDetail; onClose: () => void }) {
  const { toast } = useToast();
  const form = useSchemaForm<RebuildValues, typeof purchaseRegenerate>(purchaseRegenerate, {
    defaultValues: rebuildDefaults(purchase),
    toBody: (v) => ({ tenor: whole(v.tenor), first_due_date: typed(v.first_due_date) }),
  });
  const rebuild = usePurchaseWrite('post', '/api/purchase/payment/regenerate/{id}', {
    onSuccess: (answer) =>
      toast(`Schedule rebuilt: ${answer.tenor} instalment(s) for ${money(answer.outstanding, purchase.currency)}`, { type: 'success' }),
  });
  const paidCount = purchase.payments.filter((x) => x.paid_at).length;

  return (
    <SaveDialog
      form={form}
      write={(body) => rebuild.mutateAsync({ params: { path: { id: purchase.id } }, body })}
      options={{ conflictCloses: true }}
      onClose={onClose}
      title="Rebuild schedule"
      submitLabel="Rebuild schedule"
      maxWidth={480}
    >
      <p className="text-sm text-slate-600">
        {paidCount > 0 ? `The ${paidCount} paid instalment(s) stay. ` : ''}The new instalments cover the outstanding{' '}
        <span className="font-semibold tabular-nums text-slate-900">{money(purchase.outstanding, purchase.currency)}</span>, monthly from
        the first due date.
      </p>
      <div className="grid grid-cols-2 gap-3">
        <TextInput control={form.control} name="tenor" label="Number of instalments" inputMode="numeric" amount required />
        <TextInput control={form.control} name="first_due_date" label="First due date" type="date" />
      </div>
    </SaveDialog>
  );
}
