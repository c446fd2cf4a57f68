'use client';
// One asset (GET /api/user/inventory/{id}): its facts and its history as a timeline, newest first, each
// entry naming who did it and who holds or held the asset, at an instant on the office clock (WIB); the
// buttons for what can happen to it next.
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { ScrollBox } from '@/components/ui/scroll-box';
import { Spinner } from '@/components/ui/spinner';
import { useApiGet } from '@/lib/client/query';
import { fmtDay, fmtInstant } from '@/lib/format/dates';
import { idr } from '@/lib/format/money';
import { CATEGORY_LABEL, CONDITION_LABEL, EVENT_LABEL, STATUS_LABEL } from '@/lib/rules/inventory';
import type { AssetRow, HistoryRow } from '@/lib/schemas/inventory';
import { HolderCell, StatusBadge } from './asset-parts';
import type { EventKind } from './event-dialogs';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="truncate text-sm text-slate-900">{children}</dd>
    </div>
  );
}

const DOT: Record<HistoryRow['event'], string> = {
  created: 'bg-slate-400',
  edited: 'bg-slate-400',
  checkout: 'bg-brand-600',
  checkin: 'bg-emerald-600',
  status: 'bg-amber-500',
};

/** 'Checked out to Demo OCC by Demo Top Manager'. */
function eventLine(h: HistoryRow): string {
  const by = h.by_user ? ` by ${h.by_user.name}` : '';
  const who = h.for_user?.name;
  switch (h.event) {
    case 'checkout':
      return `Checked out to ${who ?? 'a former staff member'}${by}`;
    case 'checkin':
      return `Checked in from ${who ?? 'a former staff member'}${by}`;
    case 'status':
      return `${h.from_status ? STATUS_LABEL[h.from_status] : '?'} → ${h.to_status ? STATUS_LABEL[h.to_status] : '?'}${by}`;
    default:
      return `${EVENT_LABEL[h.event]}${by}`;
  }
}

function details(h: HistoryRow): string[] {
  const out: string[] = [];
  if (h.event === 'checkin' && h.condition)
    out.push(`Condition: ${CONDITION_LABEL[h.condition]}, to ${h.to_status ? STATUS_LABEL[h.to_status] : '?'}`);
  if (h.event === 'checkout') out.push(h.expected_return ? `Expected back ${fmtDay(h.expected_return)}` : 'No return date');
  if (h.note) out.push(h.note);
  return out;
}

export function HistoryTimeline({ history }: { history: readonly HistoryRow[] }) {
  return (
    <ol className="relative ml-1.5 border-l border-slate-200" aria-label="History">
      {history.map((h) => (
        <li key={h.id} className="relative pb-3 pl-4 last:pb-0">
          <span aria-hidden className={`absolute -left-[5px] top-1.5 size-2.5 rounded-full ring-2 ring-white ${DOT[h.event]}`} />
          <p className="text-sm text-slate-900">
            <span className="font-medium">{EVENT_LABEL[h.event]}</span>
            <span className="text-slate-600"> · {fmtInstant(h.at)}</span>
          </p>
          <p className="text-sm text-slate-700">{eventLine(h)}</p>
          {details(h).map((line) => (
            <p key={line} className="text-xs text-slate-600">
              {line}
            </p>
          ))}
        </li>
      ))}
    </ol>
  );
}

export function AssetDetailDialog({
  id,
  onClose,
  onEvent,
  onEdit,
}: {
  id: number | null;
  onClose: () => void;
  onEvent: (kind: EventKind, asset: AssetRow) => void;
  onEdit: (asset: AssetRow) => void;
}) {
  const query = useApiGet('/api/user/inventory/{id}', { params: id ? { path: { id } } : null });
  const a = query.data;
  const footer = a && (
    <>
      {a.status !== 'deployed' && (
        <Button variant="secondary" onClick={() => onEvent('status', a)}>
          Change status
        </Button>
      )}
      <Button variant="secondary" onClick={() => onEdit(a)}>
        Edit
      </Button>
      {a.status === 'deployable' && <Button onClick={() => onEvent('checkout', a)}>Check out</Button>}
      {a.status === 'deployed' && <Button onClick={() => onEvent('checkin', a)}>Check in</Button>}
    </>
  );
  return (
    <Dialog open={id !== null} onOpenChange={(open) => !open && onClose()}>
      {id !== null && (
        <DialogContent
          title={a ? `${a.asset_tag} · ${a.model}` : 'Asset'}
          description={a ? CATEGORY_LABEL[a.category] : undefined}
          maxWidth={720}
          footer={footer}
        >
          {!a ? (
            <div className="flex justify-center py-8">
              {query.isError ? (
                <p className="text-sm text-red-700">{query.error.message}</p>
              ) : (
                <Spinner className="size-5 text-brand-600" />
              )}
            </div>
          ) : (
            <div className="grid gap-4">
              <dl className="grid grid-cols-3 gap-x-4 gap-y-2.5">
                <Fact label="Status">
                  <StatusBadge asset={a} />
                </Fact>
                <Fact label="Holder">
                  <HolderCell asset={a} />
                </Fact>
                <Fact label="Serial">{a.serial ?? '–'}</Fact>
                <Fact label="Base">{a.base ? `${a.base.short_name} ${a.base.name}` : '–'}</Fact>
                <Fact label="Location">{a.location ?? '–'}</Fact>
                <Fact label="Purchased">{a.purchase_date ? fmtDay(a.purchase_date) : '–'}</Fact>
                <Fact label="Cost">{idr(a.purchase_cost)}</Fact>
                <Fact label="Warranty until">{a.warranty_end ? fmtDay(a.warranty_end) : '–'}</Fact>
                <Fact label="Last change">{fmtInstant(a.updated_at)}</Fact>
                {a.notes && (
                  <div className="col-span-3">
                    <dt className="text-xs font-medium text-slate-600">Notes</dt>
                    <dd className="whitespace-pre-line text-sm text-slate-900">{a.notes}</dd>
                  </div>
                )}
              </dl>
              <section>
                <h3 className="mb-2 text-sm font-semibold text-slate-900">History</h3>
                <ScrollBox label={`History of ${a.asset_tag}`} className="max-h-72 pr-1">
                  <HistoryTimeline history={a.history} />
                </ScrollBox>
              </section>
            </div>
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}
