// Marine orders (marine-trx, issue 12): the shop pipeline of server/resources/shop/orders.ts for unit marine.
import { idAnswer } from '@/lib/schemas/answers';
import { idParams } from '@/lib/schemas/list';
import {
  orderCreate,
  orderDetail,
  orderQuery,
  orderStatusList,
  orderStatusParams,
  orderStepAnswer,
  orderUpdate,
} from '@/lib/schemas/marine/orders';
import { endpoint } from '@/server/http/route';
import { createOrder, getOrder, listByStatus, updateOrder } from '@/server/resources/shop/orders';

const TAG = 'Marine: orders';
const auth = 'marine.transaction' as const;
const unit = 'marine' as const;

export const marineTrxCreate = endpoint(
  {
    method: 'POST',
    path: '/api/marine/marine-trx',
    tag: TAG,
    summary:
      "Take an order (web shop or CS on the phone): customer_id, lines [{ item_id, quantity }], shipping (left out: the customer's), shipping_cost, payment_proof (upload id), notes. Prices and weights are taken from the items now. Starts at 0 (unpaid) with a history row. Answers 201 { id }",
    auth,
    body: orderCreate,
    status: 201,
    transaction: true,
    response: idAnswer,
  },
  ({ db, user, body }) => createOrder(db, unit, user, body),
);

export const marineTrxByStatus = endpoint(
  {
    method: 'GET',
    path: '/api/marine/marine-trx/status/{status}',
    tag: TAG,
    summary:
      "Orders of one status (0 unpaid, 1 verifying, 2 ready_to_process, 3 in_process, 4 ready_to_ship, 5 shipped, 6 delivered, 99 canceled), newest first, paged; q over the order id, the customer's name and the tracking number. counts gives every status's count (the screen's tabs)",
    auth,
    params: orderStatusParams,
    query: orderQuery,
    response: orderStatusList,
  },
  ({ db, params, query }) => listByStatus(db, unit, params.status, query),
);

export const marineTrxDetail = endpoint(
  {
    method: 'GET',
    path: '/api/marine/marine-trx/detail/{id}',
    tag: TAG,
    summary:
      'An order with lines (price captured at order time), customer, payment proof, shipping (courier, tracking), totals, status history and can { next, cancel }',
    auth,
    params: idParams,
    errors: [404],
    response: orderDetail,
  },
  ({ db, params }) => getOrder(db, unit, params.id),
);

export const marineTrxUpdate = endpoint(
  {
    method: 'PUT',
    path: '/api/marine/marine-trx/{id}',
    tag: TAG,
    summary:
      "Move the status and/or edit notes, courier, tracking_number, payment_proof, with the version loaded (stale: 409 'The order changed: reload it'). Forward one step at a time; cancel (99) until shipped; canceled and delivered are final (409). Entering 2 reserves every line (409 naming the short items with what is available; lines of one item summed); 5 (shipped, needs courier and tracking) writes the out-mutations and releases; 99 releases. Each step writes history (who, when, from, to, note). Answers { id, status, version }",
    auth,
    params: idParams,
    body: orderUpdate,
    transaction: true,
    errors: [404, 409],
    response: orderStepAnswer,
  },
  ({ db, user, params, body }) => updateOrder(db, unit, user, params.id, body),
);
