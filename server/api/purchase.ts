// Purchase requests (docs/purchase-contract.md): requests, the approval workflow, items, payments and
// history. Every purchase route needs the 'purchase' permission (every staff role but airline_pilot);
// the workflow's own rules (creator, lead, finance) are checked by the services.
import { z } from 'zod';
import { affectedAnswer, idAnswer, listOf } from '@/lib/schemas/answers';
import { idParams } from '@/lib/schemas/list';
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
import { endpoint } from '@/server/http/route';
import { type Decision, decide } from '@/server/resources/purchase/approval';
import { addComment, listHistory } from '@/server/resources/purchase/history';
import { createItem, deleteItem, listItems, updateItem } from '@/server/resources/purchase/items';
import { createPayment, deletePayment, listPayments, recordPayment, regenerate } from '@/server/resources/purchase/payments';
import { archivePurchase, createPurchase, getPurchase, listPurchases, updatePurchase } from '@/server/resources/purchase/requests';

const TAG = 'Purchase';
const auth = 'purchase' as const;

const int = z.number().int();

export const purchaseCollection = {
  GET: endpoint(
    {
      method: 'GET',
      path: '/api/purchase',
      tag: TAG,
      summary:
        'List purchase requests: scope mine (default, created by me), waiting (waiting for my action) or all (finance, admin, root; others 403); status, q over company and notes. Each row has user_name, lead_name, approver_name, total and status_text',
      auth,
      query: purchaseQuery,
      errors: [403],
      response: listOf(purchaseRow),
    },
    ({ db, user, query }) => listPurchases(db, user, query),
  ),
  POST: endpoint(
    {
      method: 'POST',
      path: '/api/purchase',
      tag: TAG,
      summary:
        "Create a purchase request (status 0 APPROVAL PIC) with its items, payment schedule and a 'created' history row, in one transaction. lead_id must come from GET /api/user/managements (else 400 fields.lead_id). Answers 201 { id }",
      auth,
      body: purchaseCreate,
      status: 201,
      transaction: true,
      response: idAnswer,
    },
    ({ db, user, body }) => createPurchase(db, user, body),
  ),
};

export const purchaseItem = {
  GET: endpoint(
    {
      method: 'GET',
      path: '/api/purchase/{id}',
      tag: TAG,
      summary:
        'A purchase request with items, payments, history, totals (items_amount, total, paid, outstanding), status_text, reference and can { edit, approve, reject, pay, regenerate, archive } for the caller; 404 for requests the caller may not see',
      auth,
      params: idParams,
      errors: [404],
      response: purchaseDetail,
    },
    ({ db, user, params }) => getPurchase(db, user, params.id),
  ),
  PUT: endpoint(
    {
      method: 'PUT',
      path: '/api/purchase/{id}',
      tag: TAG,
      summary:
        'Update a request (creator or admin, only while status 0); items, when given, replace the items; the totals and the payment schedule follow. Optional version: stale -> 409. Answers { id }',
      auth,
      params: idParams,
      body: purchaseUpdate,
      errors: [403, 404, 409],
      transaction: true,
      response: idAnswer,
    },
    ({ db, user, params, body }) => updatePurchase(db, user, params.id, body),
  ),
  DELETE: endpoint(
    {
      method: 'DELETE',
      path: '/api/purchase/{id}',
      tag: TAG,
      summary:
        "Archive a request (status_request 0): the creator while status 0, or admin/root. History 'archived'. Answers { affected: 1 }",
      auth,
      params: idParams,
      errors: [403, 404, 409],
      transaction: true,
      response: affectedAnswer,
    },
    ({ db, user, params }) => archivePurchase(db, user, params.id),
  ),
};

const stepSummary = (what: string) =>
  `${what}: status 0 by the lead (or admin/root), status 1 by airline_finance (or admin/root, who becomes the approver). Wrong person 403; wrong step or stale version 409 'The request changed: reload it'. Answers { id, status, version }`;

/** POST /api/purchase/{id}/approve and /reject: one workflow step, taken by `decide`. */
function decisionRoute(decision: Decision, body: typeof approveBody | typeof rejectBody, summary: string) {
  return {
    POST: endpoint(
      {
        method: 'POST',
        path: `/api/purchase/{id}/${decision}`,
        tag: TAG,
        summary: stepSummary(summary),
        auth,
        params: idParams,
        body,
        errors: [403, 404, 409],
        transaction: true,
        response: z.object({ id: int, status: int, version: int }),
      },
      ({ db, user, params, body }) => decide(db, user, params.id, decision, body),
    ),
  };
}

export const purchaseApprove = decisionRoute('approve', approveBody, 'Approve (0 -> 1, 1 -> 2)');
export const purchaseReject = decisionRoute('reject', rejectBody, 'Reject with a comment (-> 99)');

export const purchaseItemCollection = {
  GET: endpoint(
    {
      method: 'GET',
      path: '/api/purchase/item',
      tag: TAG,
      summary: 'List the items of a request (?purchase= required)',
      auth,
      query: purchaseChildQuery,
      errors: [404],
      response: listOf(purchaseItemRow),
    },
    ({ db, user, query }) => listItems(db, user, query),
  ),
  POST: endpoint(
    {
      method: 'POST',
      path: '/api/purchase/item',
      tag: TAG,
      summary: 'Add an item (creator or admin while status 0); items_amount and the payment schedule follow. Answers 201 { id }',
      auth,
      body: purchaseItemCreate,
      status: 201,
      errors: [403, 404, 409],
      transaction: true,
      response: idAnswer,
    },
    ({ db, user, body }) => createItem(db, user, body),
  ),
};

export const purchaseItemItem = {
  PUT: endpoint(
    {
      method: 'PUT',
      path: '/api/purchase/item/{id}',
      tag: TAG,
      summary: 'Change an item (creator or admin while status 0); totals and schedule follow. Answers { id }',
      auth,
      params: idParams,
      query: purchaseChildItemQuery,
      body: purchaseItemUpdate,
      errors: [403, 404, 409],
      transaction: true,
      response: idAnswer,
    },
    ({ db, user, params, query, body }) => updateItem(db, user, params.id, query.purchase, body),
  ),
  DELETE: endpoint(
    {
      method: 'DELETE',
      path: '/api/purchase/item/{id}',
      tag: TAG,
      summary:
        'Remove an item (creator or admin while status 0; not the last one: 409); totals and schedule follow. Answers { affected: 1 }',
      auth,
      params: idParams,
      query: purchaseChildItemQuery,
      errors: [403, 404, 409],
      transaction: true,
      response: affectedAnswer,
    },
    ({ db, user, params, query }) => deleteItem(db, user, params.id, query.purchase),
  ),
};

export const purchasePaymentCollection = {
  GET: endpoint(
    {
      method: 'GET',
      path: '/api/purchase/payment',
      tag: TAG,
      summary: 'List the instalments of a request (?purchase= required)',
      auth,
      query: purchaseChildQuery,
      errors: [404],
      response: listOf(purchasePaymentRow),
    },
    ({ db, user, query }) => listPayments(db, user, query),
  ),
  POST: endpoint(
    {
      method: 'POST',
      path: '/api/purchase/payment',
      tag: TAG,
      summary:
        'Add an instalment (finance/admin while the request is open); the schedule may not exceed the total (400 fields.amount). Answers 201 { id }',
      auth,
      body: purchasePaymentCreate,
      status: 201,
      errors: [403, 404, 409],
      transaction: true,
      response: idAnswer,
    },
    ({ db, user, body }) => createPayment(db, user, body),
  ),
};

export const purchasePaymentItem = {
  PUT: endpoint(
    {
      method: 'PUT',
      path: '/api/purchase/payment/{id}',
      tag: TAG,
      summary:
        "Record the payment of an instalment (finance/admin while status 2): status_paid follows; when everything is paid the request becomes 3 COMPLETE. History 'payment'. Answers { id, status, status_paid }",
      auth,
      params: idParams,
      query: purchaseChildItemQuery,
      body: purchasePaymentRecord,
      errors: [403, 404, 409],
      transaction: true,
      response: z.object({ id: int, status: int, status_paid: int }),
    },
    ({ db, user, params, query, body }) => recordPayment(db, user, params.id, query.purchase, body),
  ),
  DELETE: endpoint(
    {
      method: 'DELETE',
      path: '/api/purchase/payment/{id}',
      tag: TAG,
      summary: 'Remove an unpaid instalment (finance/admin; a paid one: 409). Answers { affected: 1 }',
      auth,
      params: idParams,
      query: purchaseChildItemQuery,
      errors: [403, 404, 409],
      transaction: true,
      response: affectedAnswer,
    },
    ({ db, user, params, query }) => deletePayment(db, user, params.id, query.purchase),
  ),
};

export const purchasePaymentRegenerate = {
  POST: endpoint(
    {
      method: 'POST',
      path: '/api/purchase/payment/regenerate/{id}',
      tag: TAG,
      summary:
        "Rebuild the unpaid instalments (finance/admin, or the creator while status 0): paid ones stay, the new ones (tenor, monthly from first_due_date) cover exactly the outstanding amount. History 'regenerated'. Answers { id, tenor, outstanding }",
      auth,
      params: idParams,
      // No body at all means the defaults (same tenor, same first due date).
      body: purchaseRegenerate.optional(),
      errors: [403, 404, 409],
      transaction: true,
      response: z.object({ id: int, tenor: int, outstanding: z.number() }),
    },
    ({ db, user, params, body }) => regenerate(db, user, params.id, body ?? {}),
  ),
};

export const purchaseHistoryCollection = {
  GET: endpoint(
    {
      method: 'GET',
      path: '/api/purchase/history',
      tag: TAG,
      summary: 'The history of a request (?purchase= required), oldest first',
      auth,
      query: purchaseChildQuery,
      errors: [404],
      response: listOf(purchaseHistoryRow),
    },
    ({ db, user, query }) => listHistory(db, user, query),
  ),
  POST: endpoint(
    {
      method: 'POST',
      path: '/api/purchase/history',
      tag: TAG,
      summary: "Comment on a request (anyone who can see it): a 'comment' history row. Answers 201 { id }",
      auth,
      body: purchaseHistoryCreate,
      status: 201,
      errors: [404],
      transaction: true,
      response: idAnswer,
    },
    ({ db, user, body }) => addComment(db, user, body),
  ),
};
