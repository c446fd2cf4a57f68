'use client';
import { PhoneText } from '@/components/ui/phone-text';
import { money } from './amounts';
// The detail's head card: reference, status, vendor and contact, the action bar (approve, reject, edit,
// archive, print, each with its dialog) and the people and amounts at a glance.
import { PurchaseStatusBadge } from './badges';
import { DetailActions } from './detail-actions';
import { fmtDate, purchaseReference } from './format';
import type { PurchaseDetail } from './types';

export function DetailSummary({ purchase: p }: { purchase: PurchaseDetail }) {
  const cur = p.currency;
  return (
    <section className="rounded-lg border border-slate-200 bg-white shadow-sm" aria-label={`Purchase request ${purchaseReference(p)}`}>
      <div className="flex flex-wrap items-start gap-4 border-b border-slate-200 px-5 py-4">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-3">
            <h2 className="font-mono text-xl font-bold tracking-wide text-slate-900">{purchaseReference(p)}</h2>
            <PurchaseStatusBadge text={p.status_text} />
          </div>
          <p className="mt-1 text-lg font-semibold text-slate-800">{p.company}</p>
          <p className="text-sm text-slate-600">
            {p.company_phone && <PhoneText value={p.company_phone} />}
            {p.company_phone && p.company_address && ' · '}
            {p.company_address}
            {!p.company_phone && !p.company_address && 'No contact details'}
          </p>
        </div>
        <DetailActions purchase={p} />
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
