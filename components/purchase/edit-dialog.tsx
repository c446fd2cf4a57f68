'use client';
// 'Edit request' (creator or admin while the request awaits the PIC): vendor, phone, address, notes and
// the items. PUT /api/purchase/{id} with the version read; the items sent replace all items (the API
// rebuilds the unpaid schedule). A stale version (409) shows a toast and reloads the request.
import { useEffect, useId, useMemo, useState } from 'react';
import { FormDialog } from '@/components/crud/form-dialog';
import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { ApiError, api } from '@/lib/client/api';
import { purchaseUpdate } from '@/lib/schemas/purchase';
import { liveTotals, money } from './format';
import { groupAmount, type ItemRow, ItemRows, issuesByPath, newItemRow, num } from './item-rows';
import { type PurchaseDetail as Detail, PURCHASE_ENDPOINT } from './types';

export function EditRequestDialog({
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
  const [company, setCompany] = useState('');
  const [phone, setPhone] = useState('');
  const [address, setAddress] = useState('');
  const [notes, setNotes] = useState('');
  const [rows, setRows] = useState<ItemRow[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});

  // Prefill from the request each time the dialog opens.
  useEffect(() => {
    if (!open) return;
    setCompany(purchase.company);
    setPhone(purchase.company_phone ?? '');
    setAddress(purchase.company_address ?? '');
    setNotes(purchase.notes ?? '');
    setRows(
      purchase.items.length
        ? purchase.items.map((i) => newItemRow({ name: i.name, amount: groupAmount(i.amount), quantity: String(i.quantity) }))
        : [newItemRow()],
    );
    setErrors({});
  }, [open, purchase]);

  const totals = useMemo(
    () =>
      liveTotals(
        rows.map((r) => ({ amount: num(r.amount), quantity: num(r.quantity) })),
        purchase.amount_additional,
        purchase.amount_discount,
      ),
    [rows, purchase.amount_additional, purchase.amount_discount],
  );

  const clear = (name: string) => setErrors((e) => (name in e ? Object.fromEntries(Object.entries(e).filter(([k]) => k !== name)) : e));

  function setRow(key: number, index: number, patch: Partial<ItemRow>) {
    setRows((rs) => rs.map((r) => (r.key === key ? { ...r, ...patch } : r)));
    for (const f of Object.keys(patch)) clear(`items.${index}.${f}`);
    clear('items');
  }

  async function submit(): Promise<boolean> {
    const text = (s: string) => (s.trim() === '' ? null : s.trim());
    const body = {
      company: company.trim(),
      company_phone: text(phone),
      company_address: text(address),
      notes: text(notes),
      items: rows.map((r) => ({ name: r.name.trim(), amount: num(r.amount), quantity: num(r.quantity) })),
      version: purchase.version,
    };
    const checked = purchaseUpdate.safeParse(body);
    if (!checked.success) {
      setErrors(issuesByPath(checked.error.issues));
      toast('Please check the highlighted fields', { type: 'error' });
      return false;
    }
    try {
      await api(`${PURCHASE_ENDPOINT}/${purchase.id}`, { method: 'PUT', json: body });
    } catch (e) {
      if (e instanceof ApiError && e.status === 409) {
        toast(e.message || 'The request changed: reload it', { type: 'error' });
        await onDone();
        return true;
      }
      if (e instanceof ApiError && Object.keys(e.fields).length) {
        setErrors(e.fields);
        toast(e.message, { type: 'error' });
        return false;
      }
      toast((e as Error).message, { type: 'error' });
      throw e;
    }
    toast('Request updated', { type: 'success' });
    await onDone();
    return true;
  }

  const cur = purchase.currency;
  const fmt = (n: number | null) => (n === null ? '–' : money(n, cur));

  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title="Edit request" submitLabel="Save changes" onSubmit={submit} maxWidth={760}>
      <div className="grid grid-cols-2 gap-3">
        <Field label="Vendor (company)" htmlFor={`${uid}-company`} required error={errors.company}>
          <Input
            id={`${uid}-company`}
            value={company}
            invalid={!!errors.company}
            onChange={(e) => {
              setCompany(e.target.value);
              clear('company');
            }}
          />
        </Field>
        <Field label="Vendor phone" htmlFor={`${uid}-phone`} error={errors.company_phone} hint="Saved with the 62 country code">
          <Input
            id={`${uid}-phone`}
            type="tel"
            value={phone}
            invalid={!!errors.company_phone}
            onChange={(e) => {
              setPhone(e.target.value);
              clear('company_phone');
            }}
          />
        </Field>
      </div>
      <Field label="Vendor address" htmlFor={`${uid}-address`} error={errors.company_address}>
        <Textarea id={`${uid}-address`} rows={2} value={address} onChange={(e) => setAddress(e.target.value)} />
      </Field>
      <Field label="Notes" htmlFor={`${uid}-notes`} error={errors.notes}>
        <Textarea id={`${uid}-notes`} rows={2} value={notes} onChange={(e) => setNotes(e.target.value)} />
      </Field>

      <fieldset className="rounded-md border border-slate-200" aria-label="Items">
        <legend className="sr-only">Items</legend>
        <ItemRows
          rows={rows}
          lines={totals.lines}
          errors={errors}
          format={fmt}
          rowTestId="edit-item-row"
          onChange={setRow}
          onRemove={(key) => {
            setRows((rs) => rs.filter((x) => x.key !== key));
            setErrors({});
          }}
        />
        <div className="flex items-center gap-3 border-t border-slate-200 px-3 py-2">
          <Button size="sm" variant="secondary" onClick={() => setRows((rs) => [...rs, newItemRow()])}>
            + Add item
          </Button>
          {errors.items && (
            <p role="alert" className="text-xs text-red-600">
              {errors.items}
            </p>
          )}
          <p className="ml-auto text-sm text-slate-700">
            Total{' '}
            <span className="font-semibold tabular-nums text-slate-900" data-testid="edit-total">
              {fmt(totals.total)}
            </span>
          </p>
        </div>
      </fieldset>
    </FormDialog>
  );
}
