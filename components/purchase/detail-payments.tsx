'use client';
// The detail's payments card: the schedule (finance records each instalment), 'Rebuild schedule', the
// attachments, the payment info and the notes.
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { money } from './amounts';
import { DataHead } from './display';
import { fmtDate } from './format';
import { LabelledTexts } from './labelled-texts';
import { PaymentDialog } from './payment-dialog';
import { RegenerateDialog } from './regenerate-dialog';
import type { PurchaseDetail, PurchasePayment } from './types';

const HEAD = [
  { label: '#', className: 'w-8 px-3' },
  { label: 'Due' },
  { label: 'Amount', right: true },
  { label: 'Paid' },
  { label: 'Reference' },
  { label: 'Actions', hidden: true },
];

export function DetailPayments({ purchase: p }: { purchase: PurchaseDetail }) {
  const [paying, setPaying] = useState<PurchasePayment | null>(null);
  const [rebuilding, setRebuilding] = useState(false);
  const paidCount = p.payments.filter((x) => x.paid_at).length;

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
          <table className="w-full text-sm">
            <DataHead columns={HEAD} />
            <tbody className="divide-y divide-slate-100">
              {p.payments.map((pay) => (
                <PaymentRow key={pay.id} purchase={p} payment={pay} onPay={() => setPaying(pay)} />
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

function PaymentRow({ purchase: p, payment: pay, onPay }: { purchase: PurchaseDetail; payment: PurchasePayment; onPay: () => void }) {
  const cur = p.currency;
  return (
    <tr data-testid="payment-row">
      <td className="px-3 py-2 text-slate-500">{pay.seq}</td>
      <td className="px-3 py-2 whitespace-nowrap">{fmtDate(pay.due_date)}</td>
      <td className="px-3 py-2 text-right tabular-nums whitespace-nowrap">{money(pay.amount, cur)}</td>
      <td className="px-3 py-2 whitespace-nowrap">
        {pay.paid_at ? (
          <>
            <span className="font-medium text-emerald-700">{fmtDate(pay.paid_at)}</span>
            {pay.paid_amount !== null && <span className="block text-xs tabular-nums text-slate-500">{money(pay.paid_amount, cur)}</span>}
          </>
        ) : (
          <span className="text-slate-500">Unpaid</span>
        )}
      </td>
      <td className="px-3 py-2 text-slate-600">{pay.reference || '–'}</td>
      <td className="px-3 py-2 text-right">
        {p.can.pay && !pay.paid_at && (
          <Button size="sm" variant="secondary" onClick={onPay} aria-label={`Record payment ${pay.seq}`}>
            Record payment
          </Button>
        )}
      </td>
    </tr>
  );
}
