'use client';
// A shop's Transaction screen (/marine/transaction, /watersports/transaction): a tab per order status with
// its count, the orders of the chosen status (search by order number, customer or tracking number), and the
// order's detail; staff who may take orders take a phone order (New order).
import dynamic from 'next/dynamic';
import { useMemo, useState } from 'react';
import { createColumnHelper, DataTable } from '@/components/data-table/data-table';
import { useListState } from '@/components/data-table/use-list-state';
import { useLiveChanges } from '@/components/realtime/use-live-changes';
import { Button } from '@/components/ui/button';
import { whenOpened } from '@/components/ui/lazy-dialog';
import { Tabs } from '@/components/ui/tabs';
import { useApiGet } from '@/lib/client/query';
import { fmtWib } from '@/lib/format/dates';
import { idr } from '@/lib/format/money';
import { fmt } from '@/lib/format/numbers';
import { fmtWeight } from '@/lib/format/weight';
import { ORDER_STATUS, ORDER_STATUSES, type OrderStatus } from '@/lib/rules/order-status';
import type { ShopUnit } from '@/lib/rules/shop-unit';
import type { OrderRow } from '@/lib/schemas/marine/orders';
import { orderNumber, STATUS_LABELS } from './format';
import { ORDER_LIST, ORDER_PREFIX } from './lists';
import { SHOPS } from './shop';

const OrderDialog = whenOpened(
  dynamic(() => import('./order-dialog').then((m) => m.OrderDialog), { ssr: false }),
  (p) => p.id !== null,
);

const NewOrderDialog = whenOpened(
  dynamic(() => import('./new-order-dialog').then((m) => m.NewOrderDialog), { ssr: false }),
  (p) => p.open,
);

const helper = createColumnHelper<OrderRow>();
export type StatusPage = { total: number; data: OrderRow[]; counts: Record<string, number> };

export function TransactionManager({
  shop: unit,
  initial,
  initialStatus,
  canCreate,
}: {
  shop: ShopUnit;
  initial: StatusPage;
  initialStatus: OrderStatus;
  /** The caller may take orders (POST {unit}-trx's permission). */
  canCreate: boolean;
}) {
  useLiveChanges(unit);
  const shop = SHOPS[unit];
  const { state, update } = useListState(ORDER_LIST);
  const asked = Number(state.filters.status ?? initialStatus);
  const status: OrderStatus = (ORDER_STATUSES as readonly number[]).includes(asked) ? (asked as OrderStatus) : 1;
  // The tabs' counts: the same call as the table's, one row (reloads with every write to an order).
  const counts = useApiGet(shop.orders.byStatus, {
    params: { path: { status }, query: { limit: 1 } },
    keepPrevious: true,
    initialData: status === initialStatus ? initial : undefined,
  }).data?.counts;
  const [open, setOpen] = useState<number | null>(null);
  const [taking, setTaking] = useState(false);

  const tabs = ORDER_STATUSES.map((s) => ({
    value: String(s),
    label: (
      <>
        {STATUS_LABELS[s]}
        <span className="rounded-full bg-slate-100 px-1.5 text-xs tabular-nums text-slate-700" data-testid={`count-${s}`}>
          {counts ? fmt(counts[String(s)] ?? 0) : '…'}
        </span>
      </>
    ),
  }));

  const columns = useMemo(
    () =>
      helper.columns([
        helper.accessor('id', {
          header: 'Order',
          cell: (c) => <span className="font-mono font-semibold text-brand-700">{orderNumber(c.getValue())}</span>,
        }),
        helper.accessor('created_at', {
          header: 'Placed (WIB)',
          meta: { className: 'whitespace-nowrap' },
          cell: (c) => fmtWib(c.getValue()),
        }),
        helper.accessor('customer_name', {
          header: 'Customer',
          enableSorting: false,
          cell: (c) => <span className="font-medium text-slate-900">{c.getValue()}</span>,
        }),
        helper.accessor('shipping_city', { header: 'Ship to', enableSorting: false, cell: (c) => c.getValue() ?? '–' }),
        helper.accessor('source', { header: 'Source', enableSorting: false, cell: (c) => (c.getValue() === 'web' ? 'Web shop' : 'Phone') }),
        helper.accessor('lines_count', { header: 'Lines', enableSorting: false, meta: { align: 'right' } }),
        helper.accessor('weight_total', {
          header: 'Weight',
          enableSorting: false,
          meta: { align: 'right', className: 'whitespace-nowrap' },
          cell: (c) => fmtWeight(c.getValue()),
        }),
        helper.accessor('total', {
          header: 'Total',
          meta: { align: 'right', className: 'whitespace-nowrap' },
          cell: (c) => <span className="font-medium text-slate-900">{idr(c.getValue())}</span>,
        }),
        helper.accessor('tracking_number', {
          header: 'Tracking',
          enableSorting: false,
          cell: (c) =>
            c.getValue() ? <span className="font-mono text-xs">{`${c.row.original.courier ?? ''} ${c.getValue()}`}</span> : '–',
        }),
      ]),
    [],
  );

  return (
    <>
      {canCreate && (
        <div className="mb-3 flex justify-end">
          <Button onClick={() => setTaking(true)}>+ New order</Button>
        </div>
      )}
      <Tabs items={tabs} value={String(status)} onValueChange={(v) => update({ filters: { status: v } })} label="Order status">
        <DataTable<OrderRow>
          key={status}
          endpoint={shop.orders.byStatus}
          pathParams={{ status }}
          paramPrefix={ORDER_PREFIX}
          columns={columns}
          initial={status === initialStatus ? initial : undefined}
          defaultSort={{ field: ORDER_LIST.sort ?? 'created_at', order: ORDER_LIST.order ?? 'desc' }}
          pageSize={ORDER_LIST.limit}
          searchPlaceholder="Order no., customer, tracking"
          emptyTitle={`No ${STATUS_LABELS[status].toLowerCase()} orders`}
          emptyDescription="Orders come from the web shop or are taken on the phone."
          onRowClick={(row) => setOpen(row.id)}
        />
      </Tabs>
      <OrderDialog shop={shop} id={open} onClose={() => setOpen(null)} />
      <NewOrderDialog
        shop={shop}
        open={taking}
        onClose={() => setTaking(false)}
        // A new order is unpaid: show that tab, where it is the newest.
        onCreated={() => update({ filters: { status: String(ORDER_STATUS.unpaid) } })}
      />
    </>
  );
}
