'use client';
// The new-request form's payment terms: one payment with its due date, or monthly instalments from a
// first due date; and the payment info (bank account).
import { useFormContext, useWatch } from 'react-hook-form';
import { TextArea, TextInput } from './form-fields';
import { FormCard } from './form-sections';
import type { RequestValues } from './request-values';

const TYPES = [
  ['0', 'Single payment'],
  ['1', 'Recurring (instalments)'],
] as const;

export function PaymentSection() {
  const { control, register } = useFormContext<RequestValues>();
  const paymentType = useWatch({ control, name: 'payment_type' });
  return (
    <FormCard title="Payment terms">
      <fieldset className="flex gap-4">
        <legend className="sr-only">Payment</legend>
        {TYPES.map(([value, label]) => (
          <label key={value} className="flex items-center gap-2 text-sm text-slate-800">
            <input type="radio" value={value} {...register('payment_type')} className="size-4 accent-brand-700" />
            {label}
          </label>
        ))}
      </fieldset>
      {paymentType === '0' ? (
        <TextInput control={control} name="payment_due_date_single" label="Due date" type="date" />
      ) : (
        <div className="grid grid-cols-2 gap-3">
          <TextInput control={control} name="payment_type_tenor" label="Number of instalments" type="number" min={2} step={1} required />
          <TextInput control={control} name="payment_due_date" label="First due date" type="date" required />
        </div>
      )}
      <TextArea control={control} name="payment_info" label="Payment info" hint="Bank, account number, account name" />
    </FormCard>
  );
}
