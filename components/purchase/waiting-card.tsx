'use client';
// The landing page's 'Waiting for you' card: purchase requests waiting for the user's approval or payment
// (GET /api/purchase?scope=waiting&limit=5), the count and the first rows.
import { useRouter } from 'next/navigation';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useApiGet } from '@/lib/client/query';
import { money } from './amounts';
import { PurchaseStatusBadge } from './badges';
import { fmtDate, purchaseReference } from './format';
import { PURCHASE_ENDPOINT } from './types';

export function WaitingCard({ approver }: { /** Leads and finance see the card even when nothing waits. */ approver: boolean }) {
  const router = useRouter();
  const { data: result, error } = useApiGet(PURCHASE_ENDPOINT, {
    params: { query: { scope: 'waiting', limit: 5, sort: 'created_at', order: 'asc' } },
  });

  if (!approver && (!result || result.total === 0)) return null;

  return (
    <Card
      data-testid="waiting-card"
      title={
        <span className="flex items-center gap-2">
          Waiting for you
          {result && (
            <span
              className={`rounded-full px-2 py-0.5 text-xs font-semibold ${result.total ? 'bg-amber-100 text-amber-800' : 'bg-slate-100 text-slate-600'}`}
              data-testid="waiting-count"
            >
              {result.total}
            </span>
          )}
        </span>
      }
      actions={
        result && result.total > 0 ? (
          <Button size="sm" variant="secondary" onClick={() => router.push('/purchase?scope=waiting')}>
            Open all
          </Button>
        ) : undefined
      }
      bodyClassName="p-0"
    >
      {error ? (
        <p role="alert" className="px-4 py-3 text-sm text-red-700">
          {error.message}
        </p>
      ) : !result ? (
        <p className="flex items-center gap-2 px-4 py-3 text-sm text-slate-500">
          <Spinner className="size-4 text-brand-600" /> Loading…
        </p>
      ) : result.total === 0 ? (
        <p className="px-4 py-3 text-sm text-slate-500">No purchase request is waiting for you.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {result.data.map((r) => (
            <li key={r.id}>
              {/* A row opens the request (a client navigation: a full load of /purchase/{id} would land on /). */}
              <button
                type="button"
                onClick={() => router.push(`/purchase/${r.id}`)}
                className="grid w-full grid-cols-[11rem_minmax(0,1fr)_10rem_9rem_9rem] items-center gap-3 px-4 py-2.5 text-left text-sm hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-500"
              >
                <span className="font-mono font-semibold text-brand-700">{purchaseReference(r)}</span>
                <span className="truncate">
                  <span className="font-medium text-slate-900">{r.company}</span>
                  <span className="text-slate-500"> · {r.user_name}</span>
                </span>
                <span className="text-right font-medium tabular-nums text-slate-900">{money(r.total, r.currency)}</span>
                <span className="text-slate-500">{fmtDate(r.created_at)}</span>
                <span className="text-right">
                  <PurchaseStatusBadge text={r.status_text} />
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
