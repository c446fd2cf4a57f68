// The paper of a purchase request's print dialog (spec 2): a portrait page with the vendor, the items and
// totals, the payment terms and the three signatures.
import type { RefObject } from 'react';
import { PhoneText } from '@/components/ui/phone-text';
import { TableHead } from '@/components/ui/table-head';
import { money } from './amounts';
import { fmtDate, fmtDateTime, purchaseReference } from './format';
import { LabelledTexts } from './labelled-texts';
import type { PurchaseDetail } from './types';

export function Paper({ purchase: p, paperRef }: { purchase: PurchaseDetail; paperRef: RefObject<HTMLDivElement | null> }) {
  const cur = p.currency;
  const approved = (action: string) => p.history.find((h) => h.action === action)?.created_at ?? null;
  const picAt = approved('approved_pic');
  const financeAt = approved('approved_finance');
  const rejected = p.history.find((h) => h.action === 'rejected_pic' || h.action === 'rejected_finance');

  return (
    <div
      ref={paperRef}
      data-print-paper
      data-testid="print-paper"
      className="w-[916px] bg-white px-14 py-12 text-[13px] leading-snug text-slate-900 shadow-md print:w-[816px] print:px-10 print:py-8"
    >
      <header className="flex items-start justify-between border-b-2 border-slate-900 pb-4">
        <div>
          <p className="text-xs font-semibold uppercase tracking-[0.2em] text-slate-500">Ops Back-Office</p>
          <h1 className="mt-1 text-2xl font-bold tracking-wide">PURCHASE REQUEST</h1>
        </div>
        <div className="text-right">
          <p className="font-mono text-base font-bold" data-testid="print-reference">
            {purchaseReference(p)}
          </p>
          <p className="text-slate-600">Date {fmtDate(p.created_at)}</p>
          <p className="mt-1 inline-block rounded border border-slate-900 px-2 py-0.5 text-xs font-bold tracking-wider">{p.status_text}</p>
        </div>
      </header>

      <section className="mt-5 grid grid-cols-2 gap-8">
        <div>
          <p className="text-[11px] font-semibold uppercase tracking-wider text-slate-500">Vendor</p>
          <p className="mt-0.5 text-base font-semibold">{p.company}</p>
          {p.company_phone && (
            <p>
              <PhoneText value={p.company_phone} />
            </p>
          )}
          {p.company_address && <p className="whitespace-pre-line text-slate-700">{p.company_address}</p>}
        </div>
        <div>
          <p className="text-[11px] font-semibold uppercase tracking-wider text-slate-500">Request</p>
          <table className="mt-0.5">
            <tbody>
              <tr>
                <td className="pr-3 text-slate-600">Requested by</td>
                <td className="font-medium">{p.user_name ?? '–'}</td>
              </tr>
              <tr>
                <td className="pr-3 text-slate-600">PIC</td>
                <td className="font-medium">{p.lead_name ?? '–'}</td>
              </tr>
              <tr>
                <td className="pr-3 text-slate-600">Currency</td>
                <td className="font-medium">{cur}</td>
              </tr>
            </tbody>
          </table>
        </div>
      </section>

      <table className="mt-6 w-full border-collapse">
        <TableHead
          cell="py-1.5 font-semibold"
          heads={[
            { label: 'No', className: 'w-8 py-1.5 font-semibold' },
            'Description',
            '>Unit price',
            { label: '>Qty', className: 'w-14 py-1.5 font-semibold' },
            '>Amount',
          ]}
          rowClassName="border-y border-slate-900 text-left text-[11px] uppercase tracking-wider"
        />
        <tbody>
          {p.items.map((it, i) => (
            <tr key={it.id} className="border-b border-slate-200">
              <td className="py-1.5 align-top">{i + 1}</td>
              <td className="py-1.5 pr-3 align-top">{it.name}</td>
              <td className="py-1.5 text-right align-top tabular-nums whitespace-nowrap">{money(it.amount, cur)}</td>
              <td className="py-1.5 text-right align-top tabular-nums">{it.quantity}</td>
              <td className="py-1.5 text-right align-top tabular-nums whitespace-nowrap">{money(it.amount * it.quantity, cur)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <div className="mt-3 flex justify-end">
        <table className="w-80">
          <tbody className="tabular-nums">
            <tr>
              <td className="py-0.5 text-slate-600">Subtotal</td>
              <td className="py-0.5 text-right">{money(p.items_amount, cur)}</td>
            </tr>
            <tr>
              <td className="py-0.5 text-slate-600">Additional{p.amount_additional_text ? ` (${p.amount_additional_text})` : ''}</td>
              <td className="py-0.5 text-right">{money(p.amount_additional, cur)}</td>
            </tr>
            <tr>
              <td className="py-0.5 text-slate-600">Discount{p.amount_discount_text ? ` (${p.amount_discount_text})` : ''}</td>
              <td className="py-0.5 text-right">− {money(p.amount_discount, cur)}</td>
            </tr>
            <tr className="border-t-2 border-slate-900 text-base font-bold">
              <td className="py-1">Total</td>
              <td className="py-1 text-right" data-testid="print-total">
                {money(p.total, cur)}
              </td>
            </tr>
          </tbody>
        </table>
      </div>

      <section className="mt-6 grid grid-cols-2 gap-8">
        <div>
          <p className="text-[11px] font-semibold uppercase tracking-wider text-slate-500">Payment terms</p>
          <p className="mt-0.5 font-medium">
            {p.payment_type === 1
              ? `Recurring, ${p.payment_type_tenor} monthly instalments from ${fmtDate(p.payment_due_date)}`
              : `Single payment${p.payment_due_date_single ? `, due ${fmtDate(p.payment_due_date_single)}` : ''}`}
          </p>
          {p.payments.length > 0 && (
            <table className="mt-1.5 w-full">
              <tbody className="tabular-nums">
                {p.payments.map((pay) => (
                  <tr key={pay.id} className="border-b border-slate-100">
                    <td className="py-0.5 pr-2 text-slate-600">{pay.seq}.</td>
                    <td className="py-0.5 pr-2">{fmtDate(pay.due_date)}</td>
                    <td className="py-0.5 pr-2 text-right whitespace-nowrap">{money(pay.amount, cur)}</td>
                    <td className="py-0.5 text-right text-xs">{pay.paid_at ? `paid ${fmtDate(pay.paid_at)}` : 'unpaid'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
        <LabelledTexts
          className="space-y-3"
          labelClassName="text-[11px] font-semibold tracking-wider"
          textClassName="mt-0.5"
          texts={[
            { label: 'Payment info', text: p.payment_info },
            { label: 'Notes', text: p.notes },
          ]}
        />
      </section>

      <section className="mt-10 grid grid-cols-3 gap-6 text-center">
        <Signature title="Requested by" name={p.user_name} note={`Submitted ${fmtDateTime(p.created_at)}`} />
        <Signature
          title="Approved by (PIC)"
          name={p.lead_name}
          note={picAt ? `Approved ${fmtDateTime(picAt)}` : rejected?.action === 'rejected_pic' ? 'Rejected' : 'Not yet approved'}
        />
        <Signature
          title="Finance"
          name={p.approver_name}
          note={
            financeAt ? `Approved ${fmtDateTime(financeAt)}` : rejected?.action === 'rejected_finance' ? 'Rejected' : 'Not yet approved'
          }
        />
      </section>

      <footer className="mt-10 border-t border-slate-300 pt-2 text-[11px] text-slate-500">
        {purchaseReference(p)} · status {p.status_text} · printed from Ops Back-Office
      </footer>
    </div>
  );
}

function Signature({ title, name, note }: { title: string; name: string | null; note: string }) {
  return (
    <div>
      <p className="text-[11px] font-semibold uppercase tracking-wider text-slate-500">{title}</p>
      <div className="mt-14 border-t border-slate-900 pt-1 font-semibold">{name ?? '\u00a0'}</div>
      <p className="text-[11px] text-slate-500">{note}</p>
    </div>
  );
}
