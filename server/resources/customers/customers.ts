// Customers (issue 12): GET /api/user/find?role=customer, POST /api/user, GET and PUT /api/user/{id}.
// Kept apart from staff users in their own table; ids come from the users' sequence, so a staff id names
// no customer (404).

import { ORDER_STATUS_TEXT, type OrderStatus } from '@/lib/rules/order-status';
import { normalisePhone } from '@/lib/rules/phone';
import { customerCreate, customerQuery, customerRow, customerUpdate } from '@/lib/schemas/customer';
import type { CurrentUser } from '@/server/auth/user';
import { escapeLike, textContains } from '@/server/crud/like';
import type { Client } from '@/server/crud/model';
import { crud, defineResource } from '@/server/crud/resource';
import { selectOf } from '@/server/crud/select-of';
import { badRequest } from '@/server/http/errors';
import { phoneOfCountry } from '@/server/phone/country-phone';
import { findCountry } from '@/server/resources/countries';
import { orderScope } from '@/server/resources/shop/order-scope';

function checkCountry(code: string | undefined) {
  if (code !== undefined && !findCountry(code)) throw badRequest(`Unknown country ${code}`, { country: `Unknown country ${code}` });
}

/** q over name and email, and over the phone both as typed and normalised ('0812' finds 62812...). */
function searchCustomers(q: string | undefined) {
  if (!q) return {};
  const phone = normalisePhone(q);
  return {
    OR: [
      { name: textContains(q) },
      { email: textContains(q) },
      { phone: { contains: escapeLike(q.replace(/\D/g, '') || q) } },
      ...(phone ? [{ phone: { contains: escapeLike(phone) } }] : []),
    ],
  };
}

export const customers = defineResource({
  path: '/api/user/find',
  tag: 'Customers',
  label: 'customer',
  permission: 'customer',
  model: 'customer',
  row: customerRow,
  create: customerCreate,
  update: customerUpdate,
  query: customerQuery,
  remove: false,
  // country_name and calling_code are looked up from the country by toRow.
  select: selectOf(customerRow.omit({ country_name: true, calling_code: true })),

  // q is handled by `where` (the phone is normalised first).
  search: [],
  where: (q) => searchCustomers(q.q),
  defaultSort: { field: 'name', order: 'asc' },
  toRow: (r) => {
    const c = findCountry(r.country);
    return { ...r, country_name: c?.name ?? null, calling_code: c?.callingCodes[0] ?? null };
  },
  toCreate: (body) => {
    checkCountry(body.country);
    return { ...body, phone: phoneOfCountry(body.phone, body.country) };
  },
  toUpdate: async (body, { db, id }) => {
    checkCountry(body.country);
    if (body.phone === undefined) return body;
    const country = body.country ?? (await db.customer.findUnique({ where: { id }, select: { country: true } }))?.country ?? 'ID';
    return { ...body, phone: phoneOfCountry(body.phone, country) };
  },
});

/** The customer with their latest 100 orders of the shops the caller serves, newest first. */
export async function getCustomer(db: Client, id: number, user: CurrentUser) {
  const row = await crud(customers).get(db, id, user);
  const orders = await db.shopOrder.findMany({
    where: { customer_id: id, ...orderScope(user) },
    select: { id: true, unit: true, status: true, total: true, created_at: true },
    orderBy: [{ created_at: 'desc' }, { id: 'desc' }],
    take: 100,
  });
  return { ...row, orders: orders.map((o) => ({ ...o, status_text: ORDER_STATUS_TEXT[o.status as OrderStatus] ?? String(o.status) })) };
}
