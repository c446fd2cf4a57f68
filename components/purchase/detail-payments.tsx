'use client';
// The detail's payments card: the schedule (finance records each instalment), 'Rebuild schedule', the
// attachments, the payment info and the notes.
import { useMemo, useState } from 'react';
import { createColumnHelper } from '@/components/data-table/data-table';
import { RowsTable } from '@/components/data-table/rows-table';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { money } from './amounts';
import { fmtDate } from './format';
import { LabelledTexts } from './labelled-texts';
import { PaymentDialog } from './payment-dialog';
import { RegenerateDialog } from './regenerate-dialog';
import type { PurchaseDetail, PurchasePayment } from './types';

const helper = createColumnHelper<PurchasePayment>();
const NOWRAP = { className: 'whitespace-nowrap' };

function paymentColumns(p: PurchaseDetail, onPay: (payment: PurchasePayment) => void) {
  const cur = p.currency;
  return [
    helper.accessor('seq', { header: '#', meta: { className: 'w-8 text-slate-500' } }),
    helper.accessor('due_date', { header: 'Due', cell: (c) => fmtDate(c.getValue()), meta: NOWRAP }),
    helper.accessor('amount', { header: 'Amount', cell: (c) => money(c.getValue(), cur), meta: { align: 'right', ...NOWRAP } }),
    helper.accessor('paid_at', {
      header: 'Paid',
      meta: NOWRAP,
      cell: ({ row: { original: pay } }) =>
        pay.paid_at ? (
          <>
            <span className="font-medium text-emerald-700">{fmtDate(pay.paid_at)}</span>
            {pay.paid_amount !== null && <span className="block text-xs tabular-nums text-slate-500">{money(pay.paid_amount, cur)}</span>}
          </>
        ) : (
          <span className="text-slate-500">Unpaid</span>
        ),
    }),
    helper.accessor('reference', { header: 'Reference', cell: (c) => c.getValue() || '–', meta: { className: 'text-slate-600' } }),
    helper.display({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      meta: { align: 'right' },
      cell: ({ row: { original: pay } }) =>
        p.can.pay &&
        !pay.paid_at && (
          <Button size="sm" variant="secondary" onClick={() => onPay(pay)} aria-label={`Record payment ${pay.seq}`}>
            Record payment
          </Button>
        ),
    }),
  ];
}

const paymentRow = () => ({ 'data-testid': 'payment-row' });

export function DetailPayments({ purchase: p }: { purchase: PurchaseDetail }) {
  const [paying, setPaying] = useState<PurchasePayment | null>(null);
  const [rebuilding, setRebuilding] = useState(false);
  const paidCount = p.payments.filter((x) => x.paid_at).length;
  const columns = useMemo(() => paymentColumns(p, setPaying), [p]);

  return (
    <section className="rounded-lg border border-slate-200 bg-white shadow-sm" aria-label="Payments">
      <div className="flex items-center gap-3 border-b border-slate-200 px-4 py-2.5">
        <h3 className="text-sm font-semibold text-slate-900">Payments</h3>
        <span className="text-xs text-slate-500">
          {p.payment_type === 1 ? `Recurring · ${p.payment_type_tenor} instalments` : 'Single payment'} · {paidCount} of {p.payments.length}{' '}
          paid
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
          <RowsTable rows={p.payments} columns={columns} rowAttributes={paymentRow} />
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
      <LabelledTexts
        className="grid grid-cols-2 gap-4 border-t border-slate-200 px-4 py-3 text-sm"
        labelClassName="text-xs font-medium tracking-wide"
        textClassName="text-slate-800"
        texts={[
          { label: 'Payment info', text: p.payment_info },
          { label: 'Notes', text: p.notes },
        ]}
      />

      {paying && <PaymentDialog purchase={p} payment={paying} onClose={() => setPaying(null)} />}
      {rebuilding && <RegenerateDialog purchase={p} onClose={() => setRebuilding(false)} />}
    </section>
  );
}
