// Who may see and act on a purchase request (contract 'Calls'): its creator, its lead (PIC), finance and
// root/admin see it; the lead approves step 0, finance step 1; finance records payments.
import { isSuperRole } from '@/lib/access/roles';
import type { Prisma } from '@/lib/generated/prisma/client';
import { PURCHASE_STATUS, REQUEST_ACTIVE } from '@/lib/rules/purchase-status';
import type { CurrentUser } from '@/server/auth/user';
import { paged } from '@/server/crud/paging';
import type { db as Database, Tx } from '@/server/db';
import { conflict, notFound } from '@/server/http/errors';

export type Client = typeof Database | Tx;

export const FINANCE_ROLE = 'airline_finance';

/** The answer to any write that meets a request that is no longer as the caller loaded it. */
export const CHANGED = 'The request changed: reload it';
export const changed = () => conflict(CHANGED);

export const isFinance = (user: CurrentUser) => user.role === FINANCE_ROLE || isSuperRole(user.role);

export interface PurchaseHead {
  id: number;
  user_id: number;
  lead_id: number;
  status_request: number;
  status: number;
  status_paid: number;
  version: number;
  currency: string;
}

export function canSee(user: CurrentUser, p: PurchaseHead): boolean {
  return isFinance(user) || p.user_id === user.id || p.lead_id === user.id;
}

/** canSee as a where of the requests the caller may see. */
export function visibleWhere(user: CurrentUser): Prisma.PurchaseWhereInput {
  return isFinance(user) ? {} : { OR: [{ user_id: user.id }, { lead_id: user.id }] };
}

const active = (p: PurchaseHead) => p.status_request === REQUEST_ACTIVE;

/** What the caller may do with the request now (the `can` of GET /api/purchase/{id}). */
export function permissionsOn(user: CurrentUser, p: PurchaseHead) {
  const superUser = isSuperRole(user.role);
  const creator = p.user_id === user.id;
  const lead = p.lead_id === user.id;
  const draft = active(p) && p.status === PURCHASE_STATUS.approvalPic;
  const decide =
    active(p) &&
    ((p.status === PURCHASE_STATUS.approvalPic && (lead || superUser)) ||
      (p.status === PURCHASE_STATUS.approvalFinance && isFinance(user)));
  const open = active(p) && p.status <= PURCHASE_STATUS.payment;
  return {
    edit: draft && (creator || superUser),
    approve: decide,
    reject: decide,
    pay: active(p) && p.status === PURCHASE_STATUS.payment && isFinance(user),
    regenerate: (open && isFinance(user)) || (draft && creator),
    archive: active(p) && (superUser || (creator && p.status === PURCHASE_STATUS.approvalPic)),
  };
}

const headSelect = {
  id: true,
  user_id: true,
  lead_id: true,
  status_request: true,
  status: true,
  status_paid: true,
  version: true,
  currency: true,
};

/**
 * Locks the request's row for the rest of the transaction (writes on one request run one after the
 * other) and answers its head; 404 when it does not exist or the caller may not see it.
 */
export async function lockVisible(tx: Tx, user: CurrentUser, id: number): Promise<PurchaseHead> {
  const rows = await tx.$queryRaw<PurchaseHead[]>`
    SELECT id, user_id, lead_id, status_request, status, status_paid, version, currency FROM purchases WHERE id = ${id} FOR UPDATE`;
  const p = rows[0];
  if (!p || !canSee(user, p)) throw notFound(`Purchase request ${id} not found`);
  return p;
}

/** The request's head without a lock; 404 when it does not exist or the caller may not see it. */
export async function findVisible(client: Client, user: CurrentUser, id: number): Promise<PurchaseHead> {
  const p = await client.purchase.findUnique({ where: { id }, select: headSelect });
  if (!p || !canSee(user, p)) throw notFound(`Purchase request ${id} not found`);
  return p;
}

/** The list query of a request's items, payments or history: ?purchase= and the page. */
export type ChildQuery = { purchase: number; page: number; limit: number; order: 'asc' | 'desc' };
type OfRequest = { purchase_id: number };

/** One page of the items, payments or history of a request the caller may see (else 404), presented. */
export async function childPage<R, A>(
  client: Client,
  user: CurrentUser,
  query: ChildQuery,
  read: {
    count: (where: OfRequest) => Promise<number>;
    rows: (where: OfRequest, range: { skip: number; take: number }) => Promise<R[]>;
    present: (row: R) => A;
  },
) {
  await findVisible(client, user, query.purchase);
  const where = { purchase_id: query.purchase };
  const { total, data } = await paged(query, read.count(where), (range) => read.rows(where, range));
  return { total, data: data.map(read.present) };
}
