'use client';
// A new purchase request (/purchase/new): the vendor, the PIC who approves it first, the currency, the item
// rows with live totals, the payment terms (one payment or monthly instalments) and attachments. The zod
// schema of the API checks it in the browser first; each message sits beside its field.
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Combobox } from '@/components/ui/combobox';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { ApiError, api, uploadFile } from '@/lib/client/api';
import { checkUpload, maxUploadBytes } from '@/lib/rules/upload';
import type { ListResult } from '@/lib/schemas/list';
import { purchaseCreate } from '@/lib/schemas/purchase';
import { liveTotals, money } from './format';
import { grouped, type ItemRow, ItemRows, issuesByPath, newItemRow, num } from './item-rows';
import { type Currency, type Management, PURCHASE_ENDPOINT } from './types';

interface Attachment {
  key: number;
  name: string;
  size: number;
  id?: string;
  progress: number;
  error?: string;
}

let nextKey = 1;
export function PurchaseForm() {
  const router = useRouter();
  const { toast } = useToast();
  const uid = useId();
  const [company, setCompany] = useState('');
  const [phone, setPhone] = useState('');
  const [address, setAddress] = useState('');
  const [leadId, setLeadId] = useState('');
  const [currency, setCurrency] = useState<Currency>('IDR');
  const [items, setItems] = useState<ItemRow[]>(() => [newItemRow()]);
  const [additional, setAdditional] = useState('');
  const [additionalText, setAdditionalText] = useState('');
  const [discount, setDiscount] = useState('');
  const [discountText, setDiscountText] = useState('');
  const [paymentType, setPaymentType] = useState<'0' | '1'>('0');
  const [tenor, setTenor] = useState('2');
  const [dueDate, setDueDate] = useState('');
  const [dueDateSingle, setDueDateSingle] = useState('');
  const [paymentInfo, setPaymentInfo] = useState('');
  const [notes, setNotes] = useState('');
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [leads, setLeads] = useState<Management[] | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    api<ListResult<Management>>('/api/user/managements?limit=10000')
      .then((r) => setLeads(r.data))
      .catch((e: Error) => {
        setLeads([]);
        toast(e.message || 'Could not load the PIC list', { type: 'error' });
      });
  }, [toast]);

  const totals = useMemo(
    () =>
      liveTotals(
        items.map((i) => ({ amount: num(i.amount), quantity: num(i.quantity) })),
        num(additional),
        num(discount),
      ),
    [items, additional, discount],
  );

  const clearError = (name: string) =>
    setErrors((e) => (name in e ? Object.fromEntries(Object.entries(e).filter(([k]) => k !== name)) : e));
  const id = (name: string) => `${uid}-${name}`.replace(/:/g, '');
  const err = (name: string) => errors[name];

  function setItem(key: number, patch: Partial<ItemRow>, index: number) {
    setItems((rows) => rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));
    for (const f of Object.keys(patch)) clearError(`items.${index}.${f}`);
    clearError('items');
  }

  async function addFiles(files: FileList | null) {
    for (const file of Array.from(files ?? [])) {
      const key = nextKey++;
      const check = checkUpload(file);
      if (check !== 'ok') {
        const message =
          check === 'file_size' ? `Too large: at most ${maxUploadBytes(file.name).toLocaleString('en-US')} bytes` : 'The file is empty';
        setAttachments((a) => [...a, { key, name: file.name, size: file.size, progress: 0, error: message }]);
        toast(`${file.name}: ${message}`, { type: 'error' });
        continue;
      }
      setAttachments((a) => [...a, { key, name: file.name, size: file.size, progress: 0 }]);
      try {
        const up = await uploadFile(file, {
          source: 'purchase',
          onProgress: (p) => setAttachments((a) => a.map((x) => (x.key === key ? { ...x, progress: p } : x))),
        });
        setAttachments((a) => a.map((x) => (x.key === key ? { ...x, id: up.id, progress: 1 } : x)));
        toast(`Attached ${file.name}`, { type: 'success' });
      } catch (e) {
        const message = e instanceof Error ? e.message : 'Upload failed';
        setAttachments((a) => a.map((x) => (x.key === key ? { ...x, error: message } : x)));
        toast(`${file.name}: ${message}`, { type: 'error' });
      }
    }
  }

  function body() {
    const recurring = paymentType === '1';
    const text = (s: string) => (s.trim() === '' ? undefined : s.trim());
    return {
      company: company.trim(),
      company_phone: text(phone),
      company_address: text(address),
      lead_id: leadId ? Number(leadId) : undefined,
      currency,
      notes: text(notes),
      amount_additional: num(additional),
      amount_additional_text: text(additionalText),
      amount_discount: num(discount),
      amount_discount_text: text(discountText),
      payment_type: Number(paymentType),
      payment_type_tenor: recurring ? num(tenor) : 1,
      payment_due_date: recurring ? text(dueDate) : undefined,
      payment_due_date_single: recurring ? undefined : text(dueDateSingle),
      payment_info: text(paymentInfo),
      attachments: attachments.filter((a) => a.id).map((a) => a.id as string),
      items: items.map((i) => ({ name: i.name.trim(), amount: num(i.amount), quantity: num(i.quantity) })),
    };
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFormError(null);
    if (attachments.some((a) => !a.id && !a.error)) {
      toast('Wait for the attachments to finish uploading', { type: 'warning' });
      return;
    }
    const payload = body();
    const checked = purchaseCreate.safeParse(payload);
    if (!checked.success) {
      setErrors(issuesByPath(checked.error.issues));
      toast('Please check the highlighted fields', { type: 'error' });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const created = await api<{ id: number }>(PURCHASE_ENDPOINT, { method: 'POST', json: payload });
      toast('Purchase request created', { type: 'success' });
      router.push(`/purchase/${created.id}`);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length) setErrors(error.fields);
      const message = error instanceof Error ? error.message : 'Something went wrong';
      setFormError(message);
      toast(message, { type: 'error' });
      setBusy(false);
    }
  }

  const leadOptions = (leads ?? []).map((l) => ({ value: String(l.id), label: `${l.name} (${l.email})` }));
  const fmt = (n: number | null) => (n === null ? '–' : money(n, currency));

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label="New purchase request">
      <div className="flex items-center justify-between gap-3">
        <Link href="/purchase" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
          ‹ All purchase requests
        </Link>
      </div>

      <div className="grid grid-cols-[444px_minmax(0,1fr)] items-start gap-5">
        <section className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <h2 className="text-sm font-semibold text-slate-900">Vendor</h2>
          <Field label="Vendor (company)" htmlFor={id('company')} required error={err('company')}>
            <Input
              id={id('company')}
              value={company}
              invalid={!!err('company')}
              onChange={(e) => {
                setCompany(e.target.value);
                clearError('company');
              }}
            />
          </Field>
          <Field label="Vendor phone" htmlFor={id('phone')} error={err('company_phone')} hint="Saved with the 62 country code">
            <Input
              id={id('phone')}
              type="tel"
              value={phone}
              invalid={!!err('company_phone')}
              placeholder="0812 3456 7890"
              onChange={(e) => {
                setPhone(e.target.value);
                clearError('company_phone');
              }}
            />
          </Field>
          <Field label="Vendor address" htmlFor={id('address')} error={err('company_address')}>
            <Textarea id={id('address')} rows={2} value={address} onChange={(e) => setAddress(e.target.value)} />
          </Field>
        </section>
        <section className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <h2 className="text-sm font-semibold text-slate-900">Approval</h2>
          <Field
            label="PIC (approves first)"
            htmlFor={id('lead')}
            required
            error={err('lead_id')}
            hint={leads === null ? 'Loading the management list…' : 'Then finance approves and pays'}
          >
            <Combobox
              id={id('lead')}
              aria-label="PIC"
              value={leadId}
              invalid={!!err('lead_id')}
              options={leadOptions}
              placeholder={leads === null ? 'Loading…' : 'Type a name'}
              onValueChange={(v) => {
                setLeadId(v);
                clearError('lead_id');
              }}
            />
          </Field>
          <Field label="Notes" htmlFor={id('notes')} error={err('notes')}>
            <Textarea id={id('notes')} rows={3} value={notes} onChange={(e) => setNotes(e.target.value)} />
          </Field>
        </section>
      </div>

      <section className="rounded-lg border border-slate-200 bg-white shadow-sm" aria-label="Items">
        <div className="flex items-center gap-3 border-b border-slate-200 px-4 py-2.5">
          <h2 className="text-sm font-semibold text-slate-900">Items</h2>
          <div className="ml-auto flex items-center gap-2">
            <label htmlFor={id('currency')} className="text-xs font-medium text-slate-600">
              Currency
            </label>
            <div className="w-28">
              <Select
                id={id('currency')}
                aria-label="Currency"
                value={currency}
                onValueChange={(v) => setCurrency(v as Currency)}
                options={[
                  { value: 'IDR', label: 'IDR' },
                  { value: 'USD', label: 'USD' },
                ]}
              />
            </div>
          </div>
        </div>
        <ItemRows
          rows={items}
          lines={totals.lines}
          errors={errors}
          format={fmt}
          rowTestId="item-row"
          onChange={(key, i, patch) => setItem(key, patch, i)}
          onRemove={(key) => {
            setItems((rows) => rows.filter((r) => r.key !== key));
            setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !k.startsWith('items.'))));
          }}
        />
        <div className="flex items-center border-t border-slate-100 px-3 py-2">
          <Button variant="secondary" size="sm" onClick={() => setItems((rows) => [...rows, newItemRow()])}>
            + Add item
          </Button>
          {err('items') && (
            <p role="alert" className="ml-3 text-xs text-red-600">
              {err('items')}
            </p>
          )}
        </div>

        <div className="grid grid-cols-[minmax(0,1fr)_20rem] gap-6 border-t border-slate-200 bg-slate-50/60 px-4 py-4">
          <div className="grid grid-cols-[10rem_minmax(0,1fr)] content-start gap-x-3 gap-y-3">
            <Field label="Additional amount" htmlFor={id('additional')} error={err('amount_additional')}>
              <Input
                id={id('additional')}
                inputMode="decimal"
                className="text-right tabular-nums"
                value={additional}
                invalid={!!err('amount_additional')}
                placeholder="0"
                onBlur={(e) => setAdditional(grouped(e.target.value))}
                onChange={(e) => {
                  setAdditional(e.target.value);
                  clearError('amount_additional');
                }}
              />
            </Field>
            <Field label="What for" htmlFor={id('additional-text')} error={err('amount_additional_text')}>
              <Input
                id={id('additional-text')}
                value={additionalText}
                placeholder="Shipping, tax…"
                onChange={(e) => setAdditionalText(e.target.value)}
              />
            </Field>
            <Field label="Discount" htmlFor={id('discount')} error={err('amount_discount')}>
              <Input
                id={id('discount')}
                inputMode="decimal"
                className="text-right tabular-nums"
                value={discount}
                invalid={!!err('amount_discount')}
                placeholder="0"
                onBlur={(e) => setDiscount(grouped(e.target.value))}
                onChange={(e) => {
                  setDiscount(e.target.value);
                  clearError('amount_discount');
                }}
              />
            </Field>
            <Field label="Discount reason" htmlFor={id('discount-text')} error={err('amount_discount_text')}>
              <Input id={id('discount-text')} value={discountText} onChange={(e) => setDiscountText(e.target.value)} />
            </Field>
          </div>
          <dl className="space-y-1.5 self-start text-sm" data-testid="live-totals">
            <div className="flex justify-between gap-4">
              <dt className="text-slate-600">Items</dt>
              <dd className="tabular-nums text-slate-900">{fmt(totals.items)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-slate-600">Additional</dt>
              <dd className="tabular-nums text-slate-900">+ {fmt(totals.additional)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-slate-600">Discount</dt>
              <dd className="tabular-nums text-slate-900">− {fmt(totals.discount)}</dd>
            </div>
            <div className="flex justify-between gap-4 border-t border-slate-300 pt-2 text-base font-semibold">
              <dt className="text-slate-900">Total</dt>
              <dd
                className={cn('tabular-nums', totals.total !== null && totals.total < 0 ? 'text-red-700' : 'text-slate-900')}
                data-testid="form-total"
              >
                {fmt(totals.total)}
              </dd>
            </div>
            {paymentType === '1' && totals.total !== null && (num(tenor) ?? 0) >= 1 && (
              <p className="pt-1 text-xs text-slate-500">
                {num(tenor)} monthly instalments of about {money(totals.total / (num(tenor) ?? 1), currency)}
              </p>
            )}
          </dl>
        </div>
      </section>

      <div className="grid grid-cols-[444px_minmax(0,1fr)] items-start gap-5">
        <section className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <h2 className="text-sm font-semibold text-slate-900">Payment terms</h2>
          <fieldset className="flex gap-4">
            <legend className="sr-only">Payment</legend>
            {(
              [
                ['0', 'Single payment'],
                ['1', 'Recurring (instalments)'],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  name="payment_type"
                  value={value}
                  checked={paymentType === value}
                  onChange={() => setPaymentType(value)}
                  className="size-4 accent-brand-700"
                />
                {label}
              </label>
            ))}
          </fieldset>
          {paymentType === '0' ? (
            <Field label="Due date" htmlFor={id('due-single')} error={err('payment_due_date_single')}>
              <Input
                id={id('due-single')}
                type="date"
                value={dueDateSingle}
                invalid={!!err('payment_due_date_single')}
                onChange={(e) => {
                  setDueDateSingle(e.target.value);
                  clearError('payment_due_date_single');
                }}
              />
            </Field>
          ) : (
            <div className="grid grid-cols-2 gap-3">
              <Field label="Number of instalments" htmlFor={id('tenor')} required error={err('payment_type_tenor')}>
                <Input
                  id={id('tenor')}
                  type="number"
                  min={2}
                  step={1}
                  value={tenor}
                  invalid={!!err('payment_type_tenor')}
                  onChange={(e) => {
                    setTenor(e.target.value);
                    clearError('payment_type_tenor');
                  }}
                />
              </Field>
              <Field label="First due date" htmlFor={id('due')} required error={err('payment_due_date')}>
                <Input
                  id={id('due')}
                  type="date"
                  value={dueDate}
                  invalid={!!err('payment_due_date')}
                  onChange={(e) => {
                    setDueDate(e.target.value);
                    clearError('payment_due_date');
                  }}
                />
              </Field>
            </div>
          )}
          <Field label="Payment info" htmlFor={id('payment-info')} error={err('payment_info')} hint="Bank, account number, account name">
            <Textarea id={id('payment-info')} rows={2} value={paymentInfo} onChange={(e) => setPaymentInfo(e.target.value)} />
          </Field>
        </section>
        <section className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <h2 className="text-sm font-semibold text-slate-900">Attachments</h2>
          <label
            htmlFor={id('files')}
            className="flex cursor-pointer items-center justify-center rounded-md border border-dashed border-slate-300 px-3 py-4 text-sm text-slate-600 hover:border-brand-400 hover:bg-brand-50"
          >
            Choose files (quotation, invoice…) · up to 1 MB each
          </label>
          <input
            id={id('files')}
            type="file"
            multiple
            className="sr-only"
            aria-label="Attachments"
            onChange={(e) => {
              void addFiles(e.target.files);
              e.target.value = '';
            }}
          />
          {attachments.length > 0 && (
            <ul className="space-y-2" aria-label="Attached files">
              {attachments.map((a) => (
                <li key={a.key} className="rounded-md border border-slate-200 px-3 py-2 text-sm">
                  <div className="flex items-center gap-2">
                    <span className="min-w-0 flex-1 truncate text-slate-800">{a.name}</span>
                    <span className="text-xs text-slate-500">{Math.ceil(a.size / 1024)} KB</span>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Remove ${a.name}`}
                      onClick={() => setAttachments((list) => list.filter((x) => x.key !== a.key))}
                    >
                      Remove
                    </Button>
                  </div>
                  {a.error ? (
                    <p className="text-xs text-red-600">{a.error}</p>
                  ) : (
                    <div
                      className="mt-1 h-1.5 overflow-hidden rounded bg-slate-100"
                      role="progressbar"
                      aria-label={`Upload of ${a.name}`}
                      aria-valuenow={Math.round(a.progress * 100)}
                      aria-valuemin={0}
                      aria-valuemax={100}
                    >
                      <div className={cn('h-full', a.id ? 'bg-emerald-500' : 'bg-brand-500')} style={{ width: `${a.progress * 100}%` }} />
                    </div>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
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
  );
}
