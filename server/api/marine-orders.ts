// Marine orders (marine-trx, issue 12): the shop pipeline of server/resources/shop/orders.ts for unit marine.
import {
  orderCreate,
  orderDetail,
  orderQuery,
  orderStatusList,
  orderStatusParams,
  orderStepAnswer,
  orderUpdate,
} from '@/lib/schemas/marine/orders';
import { operations } from '@/server/http/operations';
import { createOrder, getOrder, listByStatus, updateOrder } from '@/server/resources/shop/orders';

const api = operations({ tag: 'Marine: orders', auth: 'marine.transaction' });
const unit = 'marine' as const;

export const marineTrxCreate = api.create(
  '/api/marine/marine-trx',
  "Take an order (web shop or CS on the phone): customer_id, lines [{ item_id, quantity }], shipping (left out: the customer's), shipping_cost, payment_proof (upload id), notes. Prices and weights are taken from the items now. Starts at 0 (unpaid) with a history row. Answers 201 { id }",
  { body: orderCreate },
  ({ db, user, body }) => createOrder(db, unit, user, body),
);

export const marineTrxByStatus = api.list(
  '/api/marine/marine-trx/status/{status}',
  "Orders of one status (0 unpaid, 1 verifying, 2 ready_to_process, 3 in_process, 4 ready_to_ship, 5 shipped, 6 delivered, 99 canceled), newest first, paged; q over the order id, the customer's name and the tracking number. counts gives every status's count (the screen's tabs)",
  { params: orderStatusParams, query: orderQuery, response: orderStatusList },
  ({ db, params, query }) => listByStatus(db, unit, params.status, query),
);

export const marineTrxDetail = api.get(
  '/api/marine/marine-trx/detail/{id}',
  'An order with lines (price captured at order time), customer, payment proof, shipping (courier, tracking), totals, status history and can { next, cancel }',
  { errors: [404], response: orderDetail },
  ({ db, params }) => getOrder(db, unit, params.id),
);

export const marineTrxUpdate = api.action('PUT')(
  '/api/marine/marine-trx/{id}',
  "Move the status and/or edit notes, courier, tracking_number, payment_proof, with the version loaded (stale: 409 'The order changed: reload it'). Forward one step at a time; cancel (99) until shipped; canceled and delivered are final (409). Entering 2 reserves every line (409 naming the short items with what is available; lines of one item summed); 5 (shipped, needs courier and tracking) writes the out-mutations and releases; 99 releases. Each step writes history (who, when, from, to, note). Answers { id, status, version }",
  { body: orderUpdate, errors: [404, 409], response: orderStepAnswer },
  ({ db, user, params, body }) => updateOrder(db, unit, user, params.id, body),
);
