'use client';
// Finance records one instalment as paid: the day, the amount (the instalment's unless changed), the
// transfer reference and notes; the button names the amount it records. PUT /api/purchase/payment/{id};
// the request's paid status follows.
import { useToast } from '@/components/shell/toast';
import { useSchemaForm } from '@/lib/client/schema-form';
import { fromOfficeInput, today } from '@/lib/format/dates';
import { amount, groupAmount, typed } from '@/lib/format/typed-input';
import { formatTypedMoney, toCents } from '@/lib/rules/money';
import { purchasePaymentRecord } from '@/lib/schemas/purchase';
import { money } from './amounts';
import { AmountInput, TextArea, TextInput } from './form-fields';
import { fmtDate } from './format';
import { usePurchaseWrite } from './purchase-api';
import { SaveDialog } from './save-dialog';
import type { PurchaseDetail, PurchasePayment } from './types';

interface PaymentValues {
  paid_at: string;
  paid_amount: string;
  reference: string;
  notes: string;
}

const paymentBody = (v: PaymentValues) => ({
  // The day at noon office time: the same calendar day in any of the group's time zones.
  paid_at: /^\d{4}-\d{2}-\d{2}$/.test(v.paid_at) ? fromOfficeInput(`${v.paid_at}T12:00`) : v.paid_at,
  paid_amount: amount(v.paid_amount),
  reference: typed(v.reference),
  notes: typed(v.notes),
});

export function PaymentDialog({ purchase, payment, onClose }: { purchase: PurchaseDetail; payment: PurchasePayment; onClose: () => void }) {
  const { toast } = useToast();
  const form = useSchemaForm<PaymentValues, typeof purchasePaymentRecord>(purchasePaymentRecord, {
    defaultValues: { paid_at: today(), paid_amount: groupAmount(payment.amount, purchase.currency), reference: '', notes: '' },
    toBody: paymentBody,
  });
  const record = usePurchaseWrite('put', '/api/purchase/payment/{id}', {
    onSuccess: () => toast(`Payment ${payment.seq} recorded`, { type: 'success' }),
  });
  const { control } = form;
  const paid = amount(form.watch('paid_amount'));
  const readable = paid !== undefined && Number.isFinite(paid);

  return (
    <SaveDialog
      form={form}
      write={(body) => record.mutateAsync({ params: { path: { id: payment.id }, query: { purchase: purchase.id } }, body })}
      onClose={onClose}
      title={`Record payment ${payment.seq} of ${purchase.payments.length}`}
      submitLabel={readable ? `Record payment of ${formatTypedMoney(toCents(paid), purchase.currency)}` : 'Record payment'}
      maxWidth={480}
    >
      <p className="text-sm text-slate-600">
        Due {fmtDate(payment.due_date)} · {money(payment.amount, purchase.currency)}
      </p>
      <div className="grid grid-cols-2 gap-3">
        <TextInput control={control} name="paid_at" label="Paid on" type="date" required />
        <AmountInput
          control={control}
          name="paid_amount"
          label={`Amount paid (${purchase.currency})`}
          currency={purchase.currency}
          required
        />
      </div>
      <TextInput
        control={control}
        name="reference"
        label="Transfer reference"
        hint="The bank's transfer number or the receipt number"
        required
      />
      <TextArea control={control} name="notes" label="Notes" />
    </SaveDialog>
  );
}
