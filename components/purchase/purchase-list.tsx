'use client';
// Purchase requests (/purchase): scope tabs (mine, waiting for me, all for finance and admin), a status
// filter and search over the server-driven table; a row opens the request.
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useMemo } from 'react';
import { createColumnHelper, DataTable } from '@/components/data-table/data-table';
import { useListState } from '@/components/data-table/use-list-state';
import { useLiveChanges } from '@/components/realtime/use-live-changes';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { Tabs } from '@/components/ui/tabs';
import type { ListResult } from '@/lib/schemas/list';
import { money } from './amounts';
import { PurchaseStatusBadge } from './badges';
import { fmtDate, purchaseReference } from './format';
import { PURCHASE_ENDPOINT, PURCHASE_LIST, type PurchaseRow } from './types';

export type Scope = 'mine' | 'waiting' | 'all';

const ALL = 'any';
export const STATUS_OPTIONS = [
  { value: '0', label: 'APPROVAL PIC' },
  { value: '1', label: 'APPROVAL FINANCE' },
  { value: '2', label: 'PAYMENT' },
  { value: '3', label: 'COMPLETE' },
  { value: '99', label: 'REJECTED' },
];

const helper = createColumnHelper<PurchaseRow>();

export function PurchaseList({
  initial,
  initialScope = 'mine',
  defaultScope = 'mine',
  canSeeAll,
}: {
  /** The first page, rendered on the server for `initialScope`. */
  initial?: ListResult<PurchaseRow>;
  initialScope?: Scope;
  /** The tab without a scope in the URL: 'waiting' for an approver with requests waiting, else 'mine'. */
  defaultScope?: Scope;
  canSeeAll: boolean;
}) {
  useLiveChanges('purchase');
  const router = useRouter();
  const { state, update } = useListState(PURCHASE_LIST);
  const requested = (state.filters.scope as Scope | undefined) ?? defaultScope;
  const scope: Scope = requested === 'waiting' || (requested === 'all' && canSeeAll) ? requested : 'mine';
  const tabs = useMemo(
    () => [
      { value: 'mine', label: 'Mine' },
      { value: 'waiting', label: 'Waiting for me' },
      ...(canSeeAll ? [{ value: 'all', label: 'All' }] : []),
    ],
    [canSeeAll],
  );

  const columns = useMemo(
    () =>
      helper.columns([
        helper.accessor('id', {
          header: 'Reference',
          meta: { className: 'whitespace-nowrap' },
          cell: (c) => (
            <Link href={`/purchase/${c.getValue()}`} className="font-mono font-semibold text-brand-700 hover:underline">
              {purchaseReference(c.row.original)}
            </Link>
          ),
        }),
        helper.accessor('created_at', { header: 'Date', meta: { className: 'whitespace-nowrap' }, cell: (c) => fmtDate(c.getValue()) }),
        helper.accessor('company', { header: 'Vendor', cell: (c) => <span className="font-medium text-slate-900">{c.getValue()}</span> }),
        helper.accessor('user_name', { header: 'Requested by', enableSorting: false }),
        helper.accessor('lead_name', { header: 'PIC', enableSorting: false }),
        helper.accessor('total', {
          header: 'Total',
          enableSorting: false,
          meta: { align: 'right', className: 'whitespace-nowrap' },
          cell: (c) => <span className="font-medium text-slate-900">{money(c.getValue(), c.row.original.currency)}</span>,
        }),
        helper.accessor('status_text', {
          header: 'Status',
          enableSorting: false,
          cell: (c) => <PurchaseStatusBadge text={c.getValue()} />,
        }),
      ]),
    [],
  );

  return (
    <div className="space-y-4">
      <Tabs
        items={tabs}
        value={scope}
        onValueChange={(v) => update({ filters: { scope: v === defaultScope ? undefined : v } })}
        label="Which requests"
      >
        <DataTable<PurchaseRow>
          // A new scope is a new question: the table starts again from its first page.
          key={scope}
          endpoint={PURCHASE_ENDPOINT}
          params={{ scope }}
          columns={columns}
          // The server renders the first page of the scope in the URL; a table of another scope loads its own.
          initial={scope === initialScope ? initial : undefined}
          defaultSort={{ field: PURCHASE_LIST.sort, order: PURCHASE_LIST.order }}
          pageSize={PURCHASE_LIST.limit}
          searchPlaceholder="Search vendor or notes"
          emptyTitle={scope === 'waiting' ? 'Nothing is waiting for you' : 'No purchase requests yet'}
          emptyDescription={scope === 'mine' ? "Raise one with '+ New request'." : undefined}
          onRowClick={(row) => router.push(`/purchase/${row.id}`)}
          filters={
            <div className="w-48">
              <Select
                aria-label="Filter by status"
                value={state.filters.status ?? ALL}
                onValueChange={(v) => update({ filters: { status: v === ALL ? undefined : v } })}
                options={[{ value: ALL, label: 'All statuses' }, ...STATUS_OPTIONS]}
              />
            </div>
          }
          actions={
            <Button onClick={() => router.push('/purchase/new')} data-testid="new-purchase">
              + New request
            </Button>
          }
        />
      </Tabs>
    </div>
  );
}
