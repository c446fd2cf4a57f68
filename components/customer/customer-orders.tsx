'use client';
// A customer's orders across the shop units (GET /api/user/{id}/orders), in a dialog opened from the
// customers table: unit, status, items, total in IDR and when it was placed (WIB).
import { useMemo } from 'react';
import { createColumnHelper, DataTable } from '@/components/data-table/data-table';
import { orderNumber } from '@/components/marine/format';
import { OrderStatusBadge } from '@/components/marine/order-status-badge';
import { Badge } from '@/components/ui/badge';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { fmtWib } from '@/lib/format/dates';
import { idr } from '@/lib/format/money';
import type { CustomerRow } from '@/lib/schemas/customer';
import type { OrderRow } from '@/lib/schemas/marine/orders';

const helper = createColumnHelper<OrderRow>();
export const CUSTOMER_ORDERS_PREFIX = 'orders.';

export function CustomerOrdersDialog({ customer, onClose }: { customer: CustomerRow | null; onClose: () => void }) {
  const columns = useMemo(
    () =>
      helper.columns([
        helper.accessor('id', {
          header: 'Order',
          cell: (c) => <span className="font-mono font-semibold">{orderNumber(c.getValue())}</span>,
        }),
        helper.accessor('unit', {
          header: 'Unit',
          enableSorting: false,
          cell: (c) => <Badge tone="blue">{c.getValue() === 'marine' ? 'Marine' : 'Watersports'}</Badge>,
        }),
        helper.accessor('status', { header: 'Status', enableSorting: false, cell: (c) => <OrderStatusBadge status={c.getValue()} /> }),
        helper.accessor('lines_count', { header: 'Lines', enableSorting: false, meta: { align: 'right' } }),
        helper.accessor('total', {
          header: 'Total',
          meta: { align: 'right', className: 'whitespace-nowrap' },
          cell: (c) => <span className="font-medium">{idr(c.getValue())}</span>,
        }),
        helper.accessor('created_at', {
          header: 'Placed (WIB)',
          meta: { className: 'whitespace-nowrap' },
          cell: (c) => fmtWib(c.getValue()),
        }),
      ]),
    [],
  );
  return (
    <Dialog open={customer !== null} onOpenChange={(open) => !open && onClose()}>
      {customer && (
        <DialogContent title={`Orders of ${customer.name}`} description="Every unit's shop orders, newest first" maxWidth={880}>
          <DataTable<OrderRow>
            endpoint="/api/user/{id}/orders"
            pathParams={{ id: customer.id }}
            paramPrefix={CUSTOMER_ORDERS_PREFIX}
            title="Orders"
            columns={columns}
            defaultSort={{ field: 'created_at', order: 'desc' }}
            pageSize={10}
            searchable={false}
            emptyTitle="No orders yet"
            emptyDescription="Orders taken on the phone or placed in the web shop show here."
          />
        </DialogContent>
      )}
    </Dialog>
  );
}
