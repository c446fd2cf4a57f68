// Purchase requests (docs/purchase-contract.md): requests, the approval workflow, items, payments and
// history. Every purchase route needs the 'purchase' permission (every staff role but airline_pilot);
// the workflow's own rules (creator, lead, finance) are checked by the services.
import { z } from 'zod';
import { listOf } from '@/lib/schemas/answers';
import {
  approveBody,
  purchaseChildItemQuery,
  purchaseChildQuery,
  purchaseCreate,
  purchaseHistoryCreate,
  purchaseItemCreate,
  purchaseItemUpdate,
  purchasePaymentCreate,
  purchasePaymentRecord,
  purchaseQuery,
  purchaseRegenerate,
  purchaseUpdate,
  rejectBody,
} from '@/lib/schemas/purchase';
import { purchaseDetail, purchaseHistoryRow, purchaseItemRow, purchasePaymentRow, purchaseRow } from '@/lib/schemas/purchase-rows';
import type { CurrentUser } from '@/server/auth/user';
import type { Db, Tx } from '@/server/db';
import { operations } from '@/server/http/operations';
import type { ChildQuery } from '@/server/resources/purchase/access';
import { type Decision, decide } from '@/server/resources/purchase/approval';
import { addComment, listHistory } from '@/server/resources/purchase/history';
import { createItem, deleteItem, listItems, updateItem } from '@/server/resources/purchase/items';
import { createPayment, deletePayment, listPayments, recordPayment, regenerate } from '@/server/resources/purchase/payments';
import { archivePurchase, createPurchase, getPurchase, listPurchases, updatePurchase } from '@/server/resources/purchase/requests';

const api = operations({ tag: 'Purchase', auth: 'purchase' });

const int = z.number().int();
const byCreator = { errors: [403, 404, 409] } as const;

export const purchaseCollection = {
  GET: api.list(
    '/api/purchase',
    'List purchase requests: scope mine (default, created by me), waiting (waiting for my action) or all (finance, admin, root; others 403); status, q over company and notes. Each row has user_name, lead_name, approver_name, total and status_text',
    { query: purchaseQuery, errors: [403], response: listOf(purchaseRow) },
    ({ db, user, query }) => listPurchases(db, user, query),
  ),
  POST: api.create(
    '/api/purchase',
    "Create a purchase request (status 0 APPROVAL PIC) with its items, payment schedule and a 'created' history row, in one transaction. lead_id must come from GET /api/user/managements (else 400 fields.lead_id). Answers 201 { id }",
    { body: purchaseCreate },
    ({ db, user, body }) => createPurchase(db, user, body),
  ),
};

export const purchaseItem = {
  GET: api.get(
    '/api/purchase/{id}',
    'A purchase request with items, payments, history, totals (items_amount, total, paid, outstanding), status_text, reference and can { edit, approve, reject, pay, regenerate, archive } for the caller; 404 for requests the caller may not see',
    { response: purchaseDetail },
    ({ db, user, params }) => getPurchase(db, user, params.id),
  ),
  PUT: api.update(
    '/api/purchase/{id}',
    'Update a request (creator or admin, only while status 0); items, when given, replace the items; the totals and the payment schedule follow. Optional version: stale -> 409. Answers { id }',
    { ...byCreator, body: purchaseUpdate },
    ({ db, user, params, body }) => updatePurchase(db, user, params.id, body),
  ),
  DELETE: api.remove(
    '/api/purchase/{id}',
    "Archive a request (status_request 0): the creator while status 0, or admin/root. History 'archived'. Answers { affected: 1 }",
    byCreator,
    ({ db, user, params }) => archivePurchase(db, user, params.id),
  ),
};

const stepSummary = (what: string) =>
  `${what}: status 0 by the lead (or admin/root), status 1 by airline_finance (or admin/root, who becomes the approver). Wrong person 403; wrong step or stale version 409 'The request changed: reload it'. Answers { id, status, version }`;

/** POST /api/purchase/{id}/approve and /reject: one workflow step, taken by `decide`. */
function decisionRoute(decision: Decision, body: typeof approveBody | typeof rejectBody, summary: string) {
  return {
    POST: api.action('POST')(
      `/api/purchase/{id}/${decision}`,
      stepSummary(summary),
      { ...byCreator, body, response: z.object({ id: int, status: int, version: int }) },
      ({ db, user, params, body }) => decide(db, user, params.id, decision, body),
    ),
  };
}

export const purchaseApprove = decisionRoute('approve', approveBody, 'Approve (0 -> 1, 1 -> 2)');
export const purchaseReject = decisionRoute('reject', rejectBody, 'Reject with a comment (-> 99)');

/** The items, payments and history of a request: listed by ?purchase=, changed by id with ?purchase=. */
const listOfPurchase = <R extends z.ZodType>(row: R) => ({ query: purchaseChildQuery, errors: [404], response: listOf(row) }) as const;
const ofPurchase = { ...byCreator, query: purchaseChildItemQuery } as const;

/** GET ?purchase= and POST of a request's items or payments (creator, admin or finance as the service says). */
function childCollection<R extends z.ZodType, B>(
  path: string,
  list: { summary: string; row: R; read: (db: Db, user: CurrentUser, query: ChildQuery) => Promise<{ total: number; data: z.input<R>[] }> },
  add: { summary: string; body: z.ZodType<B>; write: (tx: Tx, user: CurrentUser, body: B) => Promise<{ id: number }> },
) {
  return {
    GET: api.list(path, list.summary, listOfPurchase(list.row), ({ db, user, query }) => list.read(db, user, query)),
    POST: api.create(path, add.summary, { ...byCreator, body: add.body }, ({ db, user, body }) => add.write(db, user, body)),
  };
}

/** DELETE of an item or a payment by id (?purchase= optional, checked when given). */
const childRemove = (
  path: string,
  summary: string,
  remove: (tx: Tx, user: CurrentUser, id: number, purchase: number | undefined) => Promise<{ affected: number }>,
) => api.remove(path, summary, ofPurchase, ({ db, user, params, query }) => remove(db, user, params.id, query.purchase));

export const purchaseItemCollection = childCollection(
  '/api/purchase/item',
  { summary: 'List the items of a request (?purchase= required)', row: purchaseItemRow, read: listItems },
  {
    summary: 'Add an item (creator or admin while status 0); items_amount and the payment schedule follow. Answers 201 { id }',
    body: purchaseItemCreate,
    write: createItem,
  },
);

export const purchaseItemItem = {
  PUT: api.update(
    '/api/purchase/item/{id}',
    'Change an item (creator or admin while status 0); totals and schedule follow. Answers { id }',
    { ...ofPurchase, body: purchaseItemUpdate },
    ({ db, user, params, query, body }) => updateItem(db, user, params.id, query.purchase, body),
  ),
  DELETE: childRemove(
    '/api/purchase/item/{id}',
    'Remove an item (creator or admin while status 0; not the last one: 409); totals and schedule follow. Answers { affected: 1 }',
    deleteItem,
  ),
};

export const purchasePaymentCollection = childCollection(
  '/api/purchase/payment',
  { summary: 'List the instalments of a request (?purchase= required)', row: purchasePaymentRow, read: listPayments },
  {
    summary:
      'Add an instalment (finance/admin while the request is open); the schedule may not exceed the total (400 fields.amount). Answers 201 { id }',
    body: purchasePaymentCreate,
    write: createPayment,
  },
);

export const purchasePaymentItem = {
  PUT: api.action('PUT')(
    '/api/purchase/payment/{id}',
    "Record the payment of an instalment (finance/admin while status 2): status_paid follows; when everything is paid the request becomes 3 COMPLETE. History 'payment'. Answers { id, status, status_paid }",
    { ...ofPurchase, body: purchasePaymentRecord, response: z.object({ id: int, status: int, status_paid: int }) },
    ({ db, user, params, query, body }) => recordPayment(db, user, params.id, query.purchase, body),
  ),
  DELETE: childRemove(
    '/api/purchase/payment/{id}',
    'Remove an unpaid instalment (finance/admin; a paid one: 409). Answers { affected: 1 }',
    deletePayment,
  ),
};

export const purchasePaymentRegenerate = {
  // No body at all means the defaults (same tenor, same first due date).
  POST: api.action('POST')(
    '/api/purchase/payment/regenerate/{id}',
    "Rebuild the unpaid instalments (finance/admin, or the creator while status 0): paid ones stay, the new ones (tenor, monthly from first_due_date) cover exactly the outstanding amount. History 'regenerated'. Answers { id, tenor, outstanding }",
    { ...byCreator, body: purchaseRegenerate.optional(), response: z.object({ id: int, tenor: int, outstanding: z.number() }) },
    ({ db, user, params, body }) => regenerate(db, user, params.id, body ?? {}),
  ),
};

export const purchaseHistoryCollection = {
  GET: api.list(
    '/api/purchase/history',
    'The history of a request (?purchase= required), oldest first',
    listOfPurchase(purchaseHistoryRow),
    ({ db, user, query }) => listHistory(db, user, query),
  ),
  POST: api.create(
    '/api/purchase/history',
    "Comment on a request (anyone who can see it): a 'comment' history row. Answers 201 { id }",
    { errors: [404], body: purchaseHistoryCreate },
    ({ db, user, body }) => addComment(db, user, body),
  ),
};
