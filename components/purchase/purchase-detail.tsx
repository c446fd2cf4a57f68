'use client';
// A purchase request (/purchase/{id}): vendor, people, items and totals, the payment schedule (finance
// records payments), the history with comments, and the approve / reject actions for whoever may take them
// (the API's `can`). The print dialog shows the paper form.
import Link from 'next/link';
import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { FormDialog, issuesToFields } from '@/components/crud/form-dialog';
import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, api } from '@/lib/client/api';
import { purchasePaymentRecord, rejectBody } from '@/lib/schemas/purchase';
import { HistoryActionBadge, PurchaseStatusBadge } from './badges';
import { EditRequestDialog } from './edit-dialog';
import { fmtDate, fmtDateTime, money, purchaseReference } from './format';
import { PrintDialog } from './print-dialog';
import { RegenerateDialog } from './regenerate-dialog';
import { type PurchaseDetail as Detail, PURCHASE_ENDPOINT, type PurchasePayment } from './types';

type Decision = 'approve' | 'reject';

export function PurchaseDetail({ id, initial }: { id: number; initial?: Detail }) {
  const { toast } = useToast();
  const [p, setP] = useState<Detail | null>(initial ?? null);
  const [error, setError] = useState<string | null>(null);
  const [decision, setDecision] = useState<Decision | null>(null);
  const [paying, setPaying] = useState<PurchasePayment | null>(null);
  const [archiving, setArchiving] = useState(false);
  const [printing, setPrinting] = useState(false);
  const [editing, setEditing] = useState(false);
  const [rebuilding, setRebuilding] = useState(false);

  const load = useCallback(async () => {
    try {
      setP(await api<Detail>(`${PURCHASE_ENDPOINT}/${id}`));
      setError(null);
    } catch (e) {
      setError(
        e instanceof ApiError && e.status === 404 ? 'This purchase request does not exist or is not yours to see.' : (e as Error).message,
      );
    }
  }, [id]);

  useEffect(() => {
    if (!initial) void load();
  }, [initial, load]);

  if (error && !p) {
    return (
      <div className="space-y-4">
        <BackLink />
        <div className="rounded-lg border border-slate-200 bg-white shadow-sm">
          <EmptyState title="Purchase request not found" description={error} />
        </div>
      </div>
    );
  }
  if (!p) {
    return (
      <div className="space-y-4">
        <BackLink />
        <p className="flex items-center gap-2 text-sm text-slate-500" data-testid="purchase-loading">
          <Spinner className="size-4 text-brand-600" /> Loading the request…
        </p>
      </div>
    );
  }

  const cur = p.currency;
  const paidCount = p.payments.filter((x) => x.paid_at).length;

  return (
    <div className="space-y-5">
      <BackLink />

      <section className="rounded-lg border border-slate-200 bg-white shadow-sm" aria-label={`Purchase request ${purchaseReference(p)}`}>
        <div className="flex flex-wrap items-start gap-4 border-b border-slate-200 px-5 py-4">
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-3">
              <h2 className="font-mono text-xl font-bold tracking-wide text-slate-900">{purchaseReference(p)}</h2>
              <PurchaseStatusBadge text={p.status_text} />
            </div>
            <p className="mt-1 text-lg font-semibold text-slate-800">{p.company}</p>
            <p className="text-sm text-slate-600">
              {[p.company_phone && `+${p.company_phone}`, p.company_address].filter(Boolean).join(' · ') || 'No contact details'}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            {p.can.approve && <Button onClick={() => setDecision('approve')}>Approve</Button>}
            {p.can.reject && (
              <Button variant="danger" onClick={() => setDecision('reject')}>
                Reject
              </Button>
            )}
            {p.can.edit && (
              <Button variant="secondary" onClick={() => setEditing(true)}>
                Edit request
              </Button>
            )}
            {p.can.edit && (
              <Button variant="secondary" onClick={() => setArchiving(true)}>
                Archive
              </Button>
            )}
            <Button variant="secondary" onClick={() => setPrinting(true)}>
              Print
            </Button>
          </div>
        </div>
        <dl className="grid grid-cols-5 divide-x divide-slate-200 text-sm">
          <Info label="Requested by" value={p.user_name ?? '–'} sub={fmtDate(p.created_at)} />
          <Info label="PIC" value={p.lead_name ?? '–'} />
          <Info label="Finance" value={p.approver_name ?? '–'} />
          <Info label="Total" value={money(p.total, cur)} strong testId="purchase-total" />
          <Info
            label="Outstanding"
            value={money(p.outstanding, cur)}
            sub={`${money(p.paid, cur)} paid`}
            strong
            tone={p.outstanding > 0 ? 'text-amber-700' : 'text-emerald-700'}
            testId="purchase-outstanding"
          />
        </dl>
      </section>

      <div className="grid grid-cols-[minmax(0,1fr)_24rem] items-start gap-5">
        <div className="space-y-5">
          <section className="rounded-lg border border-slate-200 bg-white shadow-sm" aria-label="Items">
            <h3 className="border-b border-slate-200 px-4 py-2.5 text-sm font-semibold text-slate-900">Items</h3>
            <table className="w-full text-sm">
              <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
                <tr>
                  <th className="w-8 px-3 py-2 text-left font-semibold">#</th>
                  <th className="px-3 py-2 text-left font-semibold">Item</th>
                  <th className="px-3 py-2 text-right font-semibold">Unit price</th>
                  <th className="px-3 py-2 text-right font-semibold">Qty</th>
                  <th className="px-3 py-2 text-right font-semibold">Amount</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {p.items.map((it, i) => (
                  <tr key={it.id}>
                    <td className="px-3 py-2 text-slate-500">{i + 1}</td>
                    <td className="px-3 py-2 text-slate-900">{it.name}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{money(it.amount, cur)}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{it.quantity}</td>
                    <td className="px-3 py-2 text-right font-medium tabular-nums">{money(it.amount * it.quantity, cur)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <dl className="ml-auto w-96 space-y-1 border-t border-slate-200 px-4 py-3 text-sm">
              <Row label="Items" value={money(p.items_amount, cur)} />
              <Row
                label={`Additional${p.amount_additional_text ? ` (${p.amount_additional_text})` : ''}`}
                value={`+ ${money(p.amount_additional, cur)}`}
              />
              <Row
                label={`Discount${p.amount_discount_text ? ` (${p.amount_discount_text})` : ''}`}
                value={`− ${money(p.amount_discount, cur)}`}
              />
              <div className="flex justify-between gap-4 border-t border-slate-300 pt-1.5 text-base font-semibold text-slate-900">
                <dt>Total</dt>
                <dd className="tabular-nums">{money(p.total, cur)}</dd>
              </div>
            </dl>
          </section>

          <section className="rounded-lg border border-slate-200 bg-white shadow-sm" aria-label="Payments">
            <div className="flex items-center gap-3 border-b border-slate-200 px-4 py-2.5">
              <h3 className="text-sm font-semibold text-slate-900">Payments</h3>
              <span className="text-xs text-slate-500">
                {p.payment_type === 1 ? `Recurring · ${p.payment_type_tenor} instalments` : 'Single payment'} · {paidCount} of{' '}
                {p.payments.length} paid
              </span>
              {p.can.regenerate && (
                <Button size="sm" variant="secondary" className="ml-auto" onClick={() => setRebuilding(true)}>
                  Rebuild schedule
                </Button>
              )}
            </div>
            {p.payments.length === 0 ? (
              <EmptyState title="No payment schedule" className="py-6" />
            ) : (
              // A partly paid schedule (paid amounts, references and record buttons) can be wider than the card.
              <div className="overflow-x-auto">
                <table className="w-full text-sm">
                  <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
                    <tr>
                      <th className="w-8 px-3 py-2 text-left font-semibold">#</th>
                      <th className="px-3 py-2 text-left font-semibold">Due</th>
                      <th className="px-3 py-2 text-right font-semibold">Amount</th>
                      <th className="px-3 py-2 text-left font-semibold">Paid</th>
                      <th className="px-3 py-2 text-left font-semibold">Reference</th>
                      <th className="px-3 py-2">
                        <span className="sr-only">Actions</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-100">
                    {p.payments.map((pay) => (
                      <tr key={pay.id} data-testid="payment-row">
                        <td className="px-3 py-2 text-slate-500">{pay.seq}</td>
                        <td className="px-3 py-2 whitespace-nowrap">{fmtDate(pay.due_date)}</td>
                        <td className="px-3 py-2 text-right tabular-nums whitespace-nowrap">{money(pay.amount, cur)}</td>
                        <td className="px-3 py-2 whitespace-nowrap">
                          {pay.paid_at ? (
                            <>
                              <span className="font-medium text-emerald-700">{fmtDate(pay.paid_at)}</span>
                              {pay.paid_amount !== null && (
                                <span className="block text-xs tabular-nums text-slate-500">{money(pay.paid_amount, cur)}</span>
                              )}
                            </>
                          ) : (
                            <span className="text-slate-400">Unpaid</span>
                          )}
                        </td>
                        <td className="px-3 py-2 text-slate-600">{pay.reference || '–'}</td>
                        <td className="px-3 py-2 text-right">
                          {p.can.pay && !pay.paid_at && (
                            <Button size="sm" variant="secondary" onClick={() => setPaying(pay)} aria-label={`Record payment ${pay.seq}`}>
                              Record payment
                            </Button>
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            {(p.attachments?.length ?? 0) > 0 && (
              <div className="border-t border-slate-200 px-4 py-3 text-sm">
                <p className="text-xs font-medium uppercase tracking-wide text-slate-500">Attachments</p>
                <ul className="mt-1 flex flex-wrap gap-2">
                  {p.attachments?.map((file, i) => (
                    <li key={file}>
                      <a
                        href={`/api/upload/${file}`}
                        target="_blank"
                        rel="noreferrer"
                        className="inline-flex items-center gap-1 rounded-md border border-slate-200 px-2 py-1 font-medium text-brand-700 hover:bg-brand-50"
                      >
                        Attachment {i + 1}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            {(p.payment_info || p.notes) && (
              <div className="grid grid-cols-2 gap-4 border-t border-slate-200 px-4 py-3 text-sm">
                {p.payment_info && (
                  <div>
                    <p className="text-xs font-medium uppercase tracking-wide text-slate-500">Payment info</p>
                    <p className="whitespace-pre-line text-slate-800">{p.payment_info}</p>
                  </div>
                )}
                {p.notes && (
                  <div>
                    <p className="text-xs font-medium uppercase tracking-wide text-slate-500">Notes</p>
                    <p className="whitespace-pre-line text-slate-800">{p.notes}</p>
                  </div>
                )}
              </div>
            )}
          </section>
        </div>

        <History purchase={p} onChanged={load} />
      </div>

      <DecisionDialog purchase={p} decision={decision} onClose={() => setDecision(null)} onDone={load} />
      <PaymentDialog purchase={p} payment={paying} onClose={() => setPaying(null)} onDone={load} />
      <ConfirmDialog
        open={archiving}
        onOpenChange={setArchiving}
        title="Archive this request ?"
        description="It leaves the approval flow and shows as ARCHIVE."
        confirmLabel="Archive"
        destructive
        onConfirm={async () => {
          try {
            await api(`${PURCHASE_ENDPOINT}/${p.id}`, { method: 'DELETE' });
            toast('Purchase request archived', { type: 'success' });
            await load();
          } catch (e) {
            toast((e as Error).message, { type: 'error' });
            throw e;
          }
        }}
      />
      <PrintDialog purchase={p} open={printing} onOpenChange={setPrinting} />
      <EditRequestDialog purchase={p} open={editing} onOpenChange={setEditing} onDone={load} />
      <RegenerateDialog purchase={p} open={rebuilding} onOpenChange={setRebuilding} onDone={load} />
    </div>
  );
}

function BackLink() {
  return (
    <Link href="/purchase" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
      ‹ All purchase requests
    </Link>
  );
}

function Info({
  label,
  value,
  sub,
  strong,
  tone,
  testId,
}: {
  label: string;
  value: string;
  sub?: string;
  strong?: boolean;
  tone?: string;
  testId?: string;
}) {
  return (
    <div className="min-w-0 px-5 py-3">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd
        className={`truncate tabular-nums ${strong ? 'text-lg font-semibold' : 'font-medium'} ${tone ?? 'text-slate-900'}`}
        data-testid={testId}
      >
        {value}
      </dd>
      {sub && <dd className="truncate text-xs text-slate-500">{sub}</dd>}
    </div>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="truncate text-slate-600">{label}</dt>
      <dd className="tabular-nums text-slate-900 whitespace-nowrap">{value}</dd>
    </div>
  );
}

/** Approve (comment optional) or reject (comment required), with the version read: 409 if it moved on. */
function DecisionDialog({
  purchase,
  decision,
  onClose,
  onDone,
}: {
  purchase: Detail;
  decision: Decision | null;
  onClose: () => void;
  onDone: () => Promise<void>;
}) {
  const { toast } = useToast();
  const uid = useId();
  const [comment, setComment] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const step = purchase.status === 0 ? 'PIC' : 'finance';

  useEffect(() => {
    if (decision) {
      setComment('');
      setFieldError(null);
    }
  }, [decision]);

  return (
    <FormDialog
      open={decision !== null}
      onOpenChange={(o) => !o && onClose()}
      title={decision === 'reject' ? `Reject ${purchaseReference(purchase)}` : `Approve ${purchaseReference(purchase)}`}
      submitLabel={decision === 'reject' ? 'Reject' : 'Approve'}
      onSubmit={async () => {
        const text = comment.trim();
        if (decision === 'reject') {
          const checked = rejectBody.safeParse({ comment: text, version: purchase.version });
          if (!checked.success) {
            setFieldError(checked.error.issues[0]?.message ?? 'Please input a reason for the rejection');
            return false;
          }
        }
        try {
          await api(`${PURCHASE_ENDPOINT}/${purchase.id}/${decision}`, {
            method: 'POST',
            json: { ...(text ? { comment: text } : {}), version: purchase.version },
          });
        } catch (e) {
          if (e instanceof ApiError && e.fields.comment) {
            setFieldError(e.fields.comment);
            return false;
          }
          toast((e as Error).message, { type: 'error' });
          if (e instanceof ApiError && e.status === 409) {
            await onDone();
            return true;
          }
          throw e;
        }
        toast(decision === 'reject' ? 'Purchase request rejected' : `Approved as ${step}`, { type: 'success' });
        await onDone();
        return true;
      }}
    >
      <p className="text-sm text-slate-600">
        {decision === 'reject'
          ? 'The requester sees your reason in the history.'
          : step === 'PIC'
            ? 'Approving sends the request to finance.'
            : 'Approving opens the request for payment.'}
      </p>
      <Field
        label={decision === 'reject' ? 'Reason' : 'Comment'}
        htmlFor={`${uid}-comment`}
        required={decision === 'reject'}
        error={fieldError}
      >
        <Textarea
          id={`${uid}-comment`}
          rows={3}
          value={comment}
          invalid={!!fieldError}
          onChange={(e) => {
            setComment(e.target.value);
            setFieldError(null);
          }}
        />
      </Field>
    </FormDialog>
  );
}

const todayIso = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** Finance records one instalment as paid. */
function PaymentDialog({
  purchase,
  payment,
  onClose,
  onDone,
}: {
  purchase: Detail;
  payment: PurchasePayment | null;
  onClose: () => void;
  onDone: () => Promise<void>;
}) {
  const { toast } = useToast();
  const uid = useId();
  const [paidAt, setPaidAt] = useState('');
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    if (payment) {
      setPaidAt(todayIso());
      setAmount(String(payment.amount));
      setReference('');
      setNotes('');
      setErrors({});
    }
  }, [payment]);

  async function submit(): Promise<boolean> {
    if (!payment) return true;
    const body = {
      // The day at local noon: the same calendar day in any of the group's time zones.
      paid_at: /^\d{4}-\d{2}-\d{2}$/.test(paidAt) ? new Date(`${paidAt}T12:00:00`).toISOString() : paidAt,
      paid_amount: amount.trim() === '' ? undefined : Number(amount.replace(/,/g, '')),
      ...(reference.trim() ? { reference: reference.trim() } : {}),
      ...(notes.trim() ? { notes: notes.trim() } : {}),
    };
    const checked = purchasePaymentRecord.safeParse(body);
    if (!checked.success) {
      setErrors(issuesToFields(checked.error.issues));
      return false;
    }
    try {
      await api(`/api/purchase/payment/${payment.id}?purchase=${purchase.id}`, { method: 'PUT', json: body });
    } catch (e) {
      if (e instanceof ApiError && Object.keys(e.fields).length) {
        setErrors(e.fields);
        toast(e.message, { type: 'error' });
        return false;
      }
      toast((e as Error).message, { type: 'error' });
      throw e;
    }
    toast(`Payment ${payment.seq} recorded`, { type: 'success' });
    await onDone();
    return true;
  }

  return (
    <FormDialog
      open={payment !== null}
      onOpenChange={(o) => !o && onClose()}
      title={payment ? `Record payment ${payment.seq} of ${purchase.payments.length}` : 'Record payment'}
      submitLabel="Record payment"
      onSubmit={submit}
      maxWidth={480}
    >
      {payment && (
        <p className="text-sm text-slate-600">
          Due {fmtDate(payment.due_date)} · {money(payment.amount, purchase.currency)}
        </p>
      )}
      <div className="grid grid-cols-2 gap-3">
        <Field label="Paid on" htmlFor={`${uid}-paid-at`} required error={errors.paid_at}>
          <Input id={`${uid}-paid-at`} type="date" value={paidAt} invalid={!!errors.paid_at} onChange={(e) => setPaidAt(e.target.value)} />
        </Field>
        <Field label={`Amount paid (${purchase.currency})`} htmlFor={`${uid}-amount`} required error={errors.paid_amount}>
          <Input
            id={`${uid}-amount`}
            inputMode="decimal"
            className="text-right tabular-nums"
            value={amount}
            invalid={!!errors.paid_amount}
            onChange={(e) => setAmount(e.target.value)}
          />
        </Field>
      </div>
      <Field label="Reference" htmlFor={`${uid}-reference`} error={errors.reference} hint="Transfer number or receipt">
        <Input id={`${uid}-reference`} value={reference} onChange={(e) => setReference(e.target.value)} />
      </Field>
      <Field label="Notes" htmlFor={`${uid}-notes`} error={errors.notes}>
        <Textarea id={`${uid}-notes`} rows={2} value={notes} onChange={(e) => setNotes(e.target.value)} />
      </Field>
    </FormDialog>
  );
}

function History({ purchase, onChanged }: { purchase: Detail; onChanged: () => Promise<void> }) {
  const { toast } = useToast();
  const uid = useId();
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!comment.trim()) {
      setError('Please write a comment');
      return;
    }
    setBusy(true);
    try {
      await api('/api/purchase/history', { method: 'POST', json: { purchase_id: purchase.id, comment: comment.trim() } });
      setComment('');
      toast('Comment added', { type: 'success' });
      await onChanged();
    } catch (err) {
      const message = err instanceof ApiError && err.fields.comment ? err.fields.comment : (err as Error).message;
      setError(message);
      toast(message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  const rows = [...purchase.history].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
  return (
    <section className="rounded-lg border border-slate-200 bg-white shadow-sm" aria-label="History">
      <h3 className="border-b border-slate-200 px-4 py-2.5 text-sm font-semibold text-slate-900">History</h3>
      <form onSubmit={submit} noValidate className="space-y-2 border-b border-slate-100 px-4 py-3">
        <Field label="Add a comment" htmlFor={`${uid}-comment`} error={error}>
          <Textarea
            id={`${uid}-comment`}
            rows={2}
            value={comment}
            invalid={!!error}
            onChange={(e) => {
              setComment(e.target.value);
              setError(null);
            }}
          />
        </Field>
        <div className="flex justify-end">
          <Button type="submit" size="sm" variant="secondary" loading={busy}>
            Comment
          </Button>
        </div>
      </form>
      {rows.length === 0 ? (
        <EmptyState title="No history yet" className="py-6" />
      ) : (
        <ol className="max-h-[32rem] divide-y divide-slate-100 overflow-y-auto" data-testid="purchase-history">
          {rows.map((h) => (
            <li key={h.id} className="px-4 py-2.5 text-sm">
              <div className="flex items-center gap-2">
                <HistoryActionBadge action={h.action} />
                <span className="ml-auto text-xs text-slate-500">{fmtDateTime(h.created_at)}</span>
              </div>
              <p className="mt-1 text-slate-700">{h.user_name ?? 'Someone'}</p>
              {h.comment && <p className="mt-0.5 whitespace-pre-line text-slate-600 italic">“{h.comment}”</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
