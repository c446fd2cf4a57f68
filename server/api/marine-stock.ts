// Marine stock (issue 12): inventory (stock levels), stock mutations (the ledger) and warehouse documents
// (master mutations). Ledger rows are never edited or deleted: a correction is a new mutation.
import { affectedAnswer, idAnswer, listOf } from '@/lib/schemas/answers';
import { idParams } from '@/lib/schemas/list';
import {
  historyParams,
  inventoryQuery,
  inventoryRow,
  masterMutationCreate,
  masterMutationDetail,
  masterMutationListRow,
  masterMutationQuery,
  masterMutationRow,
  masterMutationUpdate,
  stockMutationCreate,
  stockMutationQuery,
  stockMutationRow,
} from '@/lib/schemas/marine/stock';
import { endpoint } from '@/server/http/route';
import { getInventory, listInventory } from '@/server/resources/marine/inventory';
import {
  createMasterMutation,
  deleteMasterMutation,
  getMasterMutation,
  listMasterHeads,
  listMasterMutations,
  updateMasterMutation,
} from '@/server/resources/marine/master-mutations';
import { createMutation, getMutation, listMutations } from '@/server/resources/marine/stock-mutations';

const TAG = 'Marine: stock';
const auth = 'marine.warehouse' as const;
/** Stock levels are read by everyone who sells or keeps the catalogue too. */
const READ_LEVELS = ['marine.warehouse', 'marine.product', 'marine.transaction'] as const;

export const inventoryList = endpoint(
  {
    method: 'GET',
    path: '/api/marine/inventory',
    tag: TAG,
    summary:
      'Stock levels per item: on_hand, reserved (open orders, statuses 2-4), available = on_hand - reserved, low (available at or below low_stock); q over SKU and product name, category, low=true|false; sort sku, product_name, on_hand, reserved, available',
    auth: READ_LEVELS,
    query: inventoryQuery,
    response: listOf(inventoryRow),
  },
  ({ db, query }) => listInventory(db, query),
);

export const inventoryItem = endpoint(
  {
    method: 'GET',
    path: '/api/marine/inventory/{id}',
    tag: TAG,
    summary: "One item's stock level (id is the product item's)",
    auth: READ_LEVELS,
    params: idParams,
    errors: [404],
    response: inventoryRow,
  },
  ({ db, params }) => getInventory(db, params.id),
);

const listSummary =
  'Stock mutations, newest first: item, inout, reason, from/to (dates), q over reference and SKU; each with before, after, the user, and the document or order that caused it';

export const stockMutationCollection = {
  GET: endpoint(
    {
      method: 'GET',
      path: '/api/marine/stock-mutation',
      tag: TAG,
      summary: listSummary,
      auth,
      query: stockMutationQuery,
      response: listOf(stockMutationRow),
    },
    ({ db, query }) => listMutations(db, query),
  ),
  POST: endpoint(
    {
      method: 'POST',
      path: '/api/marine/stock-mutation',
      tag: TAG,
      summary:
        'Receive (inout in: received, returned, correction) or issue (out: sold, damaged, correction) one item. An out above what is available is 409 naming the item and what is available ({ error: { shortages: [{ sku, requested, available }] } }). Writes one ledger row. Answers 201 { id }',
      auth,
      body: stockMutationCreate,
      status: 201,
      transaction: true,
      errors: [409],
      response: idAnswer,
    },
    ({ db, user, body }) => createMutation(db, user, body),
  ),
};

export const stockMutationItem = endpoint(
  {
    method: 'GET',
    path: '/api/marine/stock-mutation/{id}',
    tag: TAG,
    summary: 'One stock mutation',
    auth,
    params: idParams,
    errors: [404],
    response: stockMutationRow,
  },
  ({ db, params }) => getMutation(db, params.id),
);

export const stockMutationHistory = endpoint(
  {
    method: 'GET',
    path: '/api/marine/stock-mutation/history/{sid}/{inout}',
    tag: TAG,
    summary: "An item's history (sid: the product item id; inout: in, out or all), newest first, paged",
    auth,
    params: historyParams,
    query: stockMutationQuery.omit({ item: true, inout: true }),
    response: listOf(stockMutationRow),
  },
  ({ db, params, query }) => listMutations(db, { ...query, item: params.sid, inout: params.inout === 'all' ? undefined : params.inout }),
);

export const stockMutationHistoryAll = endpoint(
  {
    method: 'GET',
    path: '/api/marine/stock-mutation/history-all',
    tag: TAG,
    summary: `Every item's history: ${listSummary}`,
    auth,
    query: stockMutationQuery,
    response: listOf(stockMutationRow),
  },
  ({ db, query }) => listMutations(db, query),
);

const docListSummary =
  'Warehouse documents (goods receipt, delivery, stock count), newest first; doc_type, posted=true|false, q over reference and notes';

export const masterMutationCollection = {
  GET: endpoint(
    {
      method: 'GET',
      path: '/api/marine/master-mutation',
      tag: TAG,
      summary: docListSummary,
      auth,
      query: masterMutationQuery,
      response: listOf(masterMutationRow),
    },
    ({ db, query }) => listMasterHeads(db, query),
  ),
  POST: endpoint(
    {
      method: 'POST',
      path: '/api/marine/master-mutation',
      tag: TAG,
      summary:
        'Create a warehouse document { doc_type: receipt|delivery|count, reference, notes, lines: [{ item_id, quantity }], post (default true) }. Posting is all or nothing: a receipt adds, a delivery takes (409 naming every short item and what is available), a count sets on hand to the counted quantity (409 when below what open orders reserved); each line that changes on hand writes one ledger row. Answers 201 { id }',
      auth,
      body: masterMutationCreate,
      status: 201,
      transaction: true,
      errors: [409],
      response: idAnswer,
    },
    ({ db, user, body }) => createMasterMutation(db, user, body),
  ),
};

export const masterMutationItem = {
  GET: endpoint(
    {
      method: 'GET',
      path: '/api/marine/master-mutation/{id}',
      tag: TAG,
      summary: 'A warehouse document with its lines and the ledger rows its posting wrote',
      auth,
      params: idParams,
      errors: [404],
      response: masterMutationDetail,
    },
    ({ db, params }) => getMasterMutation(db, params.id),
  ),
  PUT: endpoint(
    {
      method: 'PUT',
      path: '/api/marine/master-mutation/{id}',
      tag: TAG,
      summary:
        'Edit a draft (fields, lines replaced) and post it with post: true; version required (stale 409). A posted document does not change (409). Answers { id }',
      auth,
      params: idParams,
      body: masterMutationUpdate,
      transaction: true,
      errors: [404, 409],
      response: idAnswer,
    },
    ({ db, user, params, body }) => updateMasterMutation(db, user, params.id, body),
  ),
  DELETE: endpoint(
    {
      method: 'DELETE',
      path: '/api/marine/master-mutation/{id}',
      tag: TAG,
      summary: 'Delete a draft; a posted document is 409',
      auth,
      params: idParams,
      transaction: true,
      errors: [404, 409],
      response: affectedAnswer,
    },
    ({ db, params }) => deleteMasterMutation(db, params.id),
  ),
};

export const masterMutationList = endpoint(
  {
    method: 'GET',
    path: '/api/marine/master-mutation-list',
    tag: TAG,
    summary: `${docListSummary}; each with its lines`,
    auth,
    query: masterMutationQuery,
    response: listOf(masterMutationListRow),
  },
  ({ db, query }) => listMasterMutations(db, query),
);
