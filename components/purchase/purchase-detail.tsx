'use client';
import { useLiveChanges } from '@/components/realtime/use-live-changes';
// A purchase request (/purchase/{id}): vendor, people, items and totals, the payment schedule (finance
// records payments), the history with comments, and the approve / reject actions for whoever may take them
// (the API's `can`). Every write reloads the request through the query it is read with.
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { DetailHistory } from './detail-history';
import { DetailItems } from './detail-items';
import { DetailPayments } from './detail-payments';
import { DetailSummary } from './detail-summary';
import { BackLink } from './display';
import { usePurchase } from './purchase-api';
import type { PurchaseDetail as Detail } from './types';

export function PurchaseDetail({ id, initial }: { id: number; initial?: Detail }) {
  useLiveChanges('purchase');
  const { data: p, error } = usePurchase(id, initial);

  if (!p) {
    return (
      <div className="space-y-4">
        <BackLink />
        {error ? (
          <div className="rounded-lg border border-slate-200 bg-white shadow-sm">
            <EmptyState
              title="Purchase request not found"
              description={error.status === 404 ? 'This purchase request does not exist or is not yours to see.' : error.message}
            />
          </div>
        ) : (
          <p className="flex items-center gap-2 text-sm text-slate-500" data-testid="purchase-loading">
            <Spinner className="size-4 text-brand-600" /> Loading the request…
          </p>
        )}
      </div>
    );
  }

  return (
    <div className="space-y-5">
      <BackLink />
      <DetailSummary purchase={p} />
      <div className="grid grid-cols-[minmax(0,1fr)_24rem] items-start gap-5">
        <div className="space-y-5">
          <DetailItems purchase={p} />
          <DetailPayments purchase={p} />
        </div>
        <DetailHistory purchase={p} />
      </div>
    </div>
  );
}
