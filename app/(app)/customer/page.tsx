import type { Metadata } from 'next';
import { CustomerManager } from '@/components/customer/customer-manager';
import { pageListQuery } from '@/components/data-table/list-params';
import { NoAccess } from '@/components/shell/no-access';
import { CUSTOMER_LIST, customerQuery } from '@/lib/schemas/customer';
import { userForScreen } from '@/server/auth/page-user';
import { crud } from '@/server/crud/resource';
import { db } from '@/server/db';
import { asSent } from '@/server/http/as-sent';
import { customers } from '@/server/resources/customers/customers';

export const metadata: Metadata = { title: 'Customer' };

export default async function CustomerPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { user, allowed } = await userForScreen('customer');
  if (!allowed) return <NoAccess />;
  const query = pageListQuery(customerQuery, await searchParams, CUSTOMER_LIST, '', { role: 'customer' });
  const first = await crud(customers).list(db, query, user);
  const initial = asSent(first);
  return <CustomerManager initial={initial} />;
}
