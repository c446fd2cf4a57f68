'use client';
// Customers (/customer): the shops' customers (kept apart from staff accounts), searched by name, email
// or phone and paged in the database; create and edit with a country picker (GET /api/country) and the
// phone normalised by the API to a leading 62 (spec 5); a customer's orders across units.
import dynamic from 'next/dynamic';
import { useCallback, useMemo, useState } from 'react';
import { formTarget, ResourceScreen, SpecFormDialog } from '@/components/crud/resource-screen';
import type { ResourceFormSpec, ResourceScreenSpec } from '@/components/crud/resource-spec';
import { Button } from '@/components/ui/button';
import { whenOpened } from '@/components/ui/lazy-dialog';
import { PhoneText } from '@/components/ui/phone-text';
import { useCountries } from '@/lib/client/use-countries';
import { fmtWib } from '@/lib/format/dates';
import type { CustomerRow } from '@/lib/schemas/customer';
import type { ListResult } from '@/lib/schemas/list';
import { CUSTOMER_LIST } from '@/lib/schemas/list-defaults';
import { customerForm } from './customer-form';

const CustomerOrdersDialog = whenOpened(
  dynamic(() => import('./customer-orders').then((m) => m.CustomerOrdersDialog), { ssr: false }),
  (p) => p.customer !== null,
);

const FIND = '/api/user/find';
const SAVE = '/api/user';

function customerSpec(form: ResourceFormSpec<CustomerRow>): ResourceScreenSpec<CustomerRow> {
  return {
    endpoint: FIND,
    params: { role: 'customer' },
    list: CUSTOMER_LIST,
    title: 'Customers',
    search: 'Search name, email or phone',
    columns: [
      { id: 'name', header: 'Name', sortable: true, csv: true, cell: (r) => <span className="font-medium text-slate-900">{r.name}</span> },
      { id: 'email', header: 'Email', sortable: true, csv: true, cell: (r) => r.email ?? '–' },
      {
        id: 'phone',
        header: 'Phone',
        csv: true,
        cell: (r) => <PhoneText value={r.phone} />,
      },
      { id: 'city', header: 'City', sortable: true, csv: true, cell: (r) => r.city ?? '–' },
      { id: 'country', header: 'Country', csv: true, value: (r) => r.country_name ?? r.country },
      { id: 'orders', header: 'Orders', align: 'right', csv: true, value: (r) => r._count.orders },
      {
        id: 'created_at',
        header: 'Since (WIB)',
        sortable: true,
        hidden: true,
        csv: true,
        cell: (r) => <span className="whitespace-nowrap">{fmtWib(r.created_at)}</span>,
      },
    ],
    csv: { filename: 'customers' },
    empty: { title: 'No customers yet', description: 'Customers come from the web shop, or are added here when they order by phone.' },
    rowLabel: (r) => `customer ${r.name}`,
    addLabel: '+ Add Customer',
    form,
    saveTo: SAVE,
  };
}

export function CustomerManager({ initial }: { initial: ListResult<CustomerRow> }) {
  const countries = useCountries();
  const form = useMemo(() => customerForm(countries), [countries]);
  const spec = useMemo(() => customerSpec(form), [form]);
  const [ordersOf, setOrdersOf] = useState<CustomerRow | null>(null);
  const customForm = useMemo(
    () => ({
      target: (row?: CustomerRow) => formTarget(form, row),
      dialog: (target: ReturnType<typeof formTarget> | null, onClose: () => void) => (
        // Created with POST /api/user, edited with PUT /api/user/{id}; the list is /api/user/find.
        <SpecFormDialog form={form} endpoint={SAVE} invalidates={[FIND]} target={target} onClose={onClose} />
      ),
    }),
    [form],
  );
  // Stable, so the row's button (the dialog's opener, which gets the focus back) is not drawn anew.
  const ordersButton = useCallback(
    (r: CustomerRow) => (
      <Button variant="ghost" size="sm" aria-label={`Orders of ${r.name}`} onClick={() => setOrdersOf(r)}>
        Orders
      </Button>
    ),
    [],
  );
  return (
    <>
      <ResourceScreen spec={spec} initial={initial} customForm={customForm} rowButtons={ordersButton} />
      <CustomerOrdersDialog customer={ordersOf} onClose={() => setOrdersOf(null)} />
    </>
  );
}
