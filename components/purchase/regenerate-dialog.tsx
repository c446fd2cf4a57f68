'use client';
// 'Rebuild schedule' (the detail's can.regenerate): the unpaid instalments are rebuilt from a tenor and a
// first due date so that they cover exactly the outstanding amount; paid instalments stay.
// POST /api/purchase/payment/regenerate/{id} -> { id, tenor, outstanding }.
import { useEffect, useId, useState } from 'react';
import { FormDialog, issuesToFields } from '@/components/crud/form-dialog';
import { useToast } from '@/components/shell/toast';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError, api } from '@/lib/client/api';
import { purchaseRegenerate } from '@/lib/schemas/purchase';
import { money } from './format';
import type { PurchaseDetail as Detail } from './types';

export function RegenerateDialog({
  purchase,
  open,
  onOpenChange,
  onDone,
}: {
  purchase: Detail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone: () => Promise<void>;
}) {
  const { toast } = useToast();
  const uid = useId().replace(/:/g, '');
  const [tenor, setTenor] = useState('');
  const [firstDue, setFirstDue] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const unpaid = purchase.payments.filter((x) => !x.paid_at);
  const paidCount = purchase.payments.length - unpaid.length;

  useEffect(() => {
    if (!open) return;
    const firstUnpaid = purchase.payments.find((x) => !x.paid_at && x.due_date);
    setTenor(String(Math.max(purchase.payments.filter((x) => !x.paid_at).length, 1)));
    setFirstDue(
      firstUnpaid?.due_date?.slice(0, 10) ??
        (purchase.payment_type === 1 ? purchase.payment_due_date : purchase.payment_due_date_single)?.slice(0, 10) ??
        '',
    );
    setErrors({});
  }, [open, purchase]);

  async function submit(): Promise<boolean> {
    const t = tenor.trim();
    const body = { tenor: t === '' ? undefined : Number(t), ...(firstDue ? { first_due_date: firstDue } : {}) };
    const checked = purchaseRegenerate.safeParse(body);
    if (!checked.success) {
      setErrors(issuesToFields(checked.error.issues));
      return false;
    }
    let answer: { tenor: number; outstanding: number };
    try {
      answer = await api<{ id: number; tenor: number; outstanding: number }>(`/api/purchase/payment/regenerate/${purchase.id}`, {
        method: 'POST',
        json: body,
      });
    } catch (e) {
      if (e instanceof ApiError && Object.keys(e.fields).length) {
        setErrors(e.fields);
        toast(e.message, { type: 'error' });
        return false;
      }
      toast((e as Error).message, { type: 'error' });
      if (e instanceof ApiError && e.status === 409) {
        await onDone();
        return true;
      }
      throw e;
    }
    toast(`Schedule rebuilt: ${answer.tenor} instalment(s) for ${money(answer.outstanding, purchase.currency)}`, { type: 'success' });
    await onDone();
    return true;
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Rebuild schedule"
      submitLabel="Rebuild schedule"
      onSubmit={submit}
      maxWidth={480}
    >
      <p className="text-sm text-slate-600">
        {paidCount > 0 ? `The ${paidCount} paid instalment(s) stay. ` : ''}The new instalments cover the outstanding{' '}
        <span className="font-semibold tabular-nums text-slate-900">{money(purchase.outstanding, purchase.currency)}</span>, monthly from
        the first due date.
      </p>
      <div className="grid grid-cols-2 gap-3">
        <Field label="Number of instalments" htmlFor={`${uid}-tenor`} required error={errors.tenor}>
          <Input
            id={`${uid}-tenor`}
            inputMode="numeric"
            className="text-right tabular-nums"
            value={tenor}
            invalid={!!errors.tenor}
            onChange={(e) => {
              setTenor(e.target.value);
              setErrors({});
            }}
          />
        </Field>
        <Field label="First due date" htmlFor={`${uid}-first-due`} error={errors.first_due_date}>
          <Input
            id={`${uid}-first-due`}
            type="date"
            value={firstDue}
            invalid={!!errors.first_due_date}
            onChange={(e) => {
              setFirstDue(e.target.value);
              setErrors({});
            }}
          />
        </Field>
      </div>
    </FormDialog>
  );
}
