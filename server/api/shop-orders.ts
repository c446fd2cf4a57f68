// The order endpoints of a shop (marine-trx, sws/trx): the pipeline of server/resources/shop/orders.ts for
// one unit, at that shop's paths and under its permission. Built once per shop by marine-orders.ts and
// sws-orders.ts.
import type { Permission } from '@/lib/access/permissions';
import type { ShopUnit } from '@/lib/rules/shop-unit';
import {
  orderCreate,
  orderDetail,
  orderDetailAnswer,
  orderIdParams,
  orderQuery,
  orderStatusList,
  orderStatusParams,
  orderStepAnswer,
  orderUpdate,
} from '@/lib/schemas/marine/orders';
import { operations } from '@/server/http/operations';
import { createOrder, getOrder, listByStatus, updateOrder } from '@/server/resources/shop/orders';

export interface ShopOrderPaths {
  /** POST: take an order. */
  create: string;
  /** GET: one status tab ({status}). */
  byStatus: string;
  /** GET: the order ({id}). */
  detail: string;
  /** PUT: a step and/or edits ({id}). */
  update: string;
}

export interface ShopOrderApi {
  unit: ShopUnit;
  tag: string;
  permission: Permission;
  paths: ShopOrderPaths;
  /** The detail answers with the spec's `response` flag: true with the order, false with the refusal. */
  responseFlag?: boolean;
}

export function shopOrderEndpoints({ unit, tag, permission, paths, responseFlag }: ShopOrderApi) {
  const api = operations({ tag, auth: permission });
  const create = api.create(
    paths.create,
    "Take an order (web shop or CS on the phone): customer_id, lines [{ item_id, quantity }], shipping (left out: the customer's), shipping_cost, payment_proof (upload id), notes. Prices and weights are taken from the items now; an item of another shop's product is refused (400 naming the items). Starts at 0 (unpaid) with a history row. Answers 201 { id }",
    { body: orderCreate },
    ({ db, user, body }) => createOrder(db, unit, user, body),
  );

  const byStatus = api.list(
    paths.byStatus,
    "Orders of one status (0 unpaid, 1 verifying, 2 ready_to_process, 3 in_process, 4 ready_to_ship, 5 shipped, 6 delivered, 99 canceled), newest first, paged; q over the order id, the customer's name and the tracking number. counts gives every status's count (the screen's tabs)",
    { params: orderStatusParams, query: orderQuery, response: orderStatusList },
    ({ db, params, query }) => listByStatus(db, unit, params.status, query),
  );

  const detailSummary =
    'An order with lines (price captured at order time), customer, payment proof, shipping (courier, tracking), totals, status history and can { next, cancel }';
  const detail = responseFlag
    ? api.op('GET')(
        paths.detail,
        `${detailSummary}, with response: true. Every refusal is { response: false, error: { code, message } }: 404 for an unknown order or another shop's, 400 for a malformed id, 401 and 403`,
        { params: orderIdParams, responseFlag: true, errors: [404], response: orderDetailAnswer },
        async ({ db, params }) => ({ response: true as const, ...(await getOrder(db, unit, params.id)) }),
      )
    : api.get(paths.detail, detailSummary, { errors: [404], response: orderDetail }, ({ db, params }) => getOrder(db, unit, params.id));

  const update = api.action('PUT')(
    paths.update,
    "Move the status and/or edit notes, courier, tracking_number, payment_proof, with the version loaded (stale: 409 'The order changed: reload it'). Forward one step at a time; entering 1 (verifying) or 2 needs a payment proof, on the order or in the body (400 on payment_proof); cancel (99) until shipped; canceled and delivered are final (409). Entering 2 reserves every line (409 naming the short items with what is available; lines of one item summed); 5 (shipped, needs courier and tracking) writes the out-mutations and releases; 99 releases. Each step writes history (who, when, from, to, note). Answers { id, status, version }",
    { body: orderUpdate, errors: [404, 409], response: orderStepAnswer },
    ({ db, user, params, body }) => updateOrder(db, unit, user, params.id, body),
  );

  return { create, byStatus, detail, update };
}
