// Marine stock (issue 12): inventory (stock levels), stock mutations (the ledger) and warehouse documents
// (master mutations). Ledger rows are never edited or deleted: a correction is a new mutation.
import { listOf } from '@/lib/schemas/answers';
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
import { operations } from '@/server/http/operations';
import { getInventory, listInventory } from '@/server/resources/marine/inventory';
import {
  createMasterMutation,
  deleteMasterMutation,
  getMasterMutation,
  listMasterHeads,
  listMasterMutations,
  updateMasterMutation,
} from '@/server/resources/marine/master-mutations';
import { assertItemOfUnit, createMutation, getMutation, listMutations } from '@/server/resources/marine/stock-mutations';

const TAG = 'Marine: stock';
const api = operations({ tag: TAG, auth: 'marine.warehouse' });
/** Stock levels are read by everyone who sells or keeps the catalogue too. */
const levels = operations({ tag: TAG, auth: ['marine.warehouse', 'marine.product', 'marine.transaction'] });

export const inventoryList = levels.list(
  '/api/marine/inventory',
  'Stock levels per item: on_hand, reserved (open orders, statuses 2-4), available = on_hand - reserved, low (available at or below low_stock); q over SKU and product name, category, low=true|false; sort sku, product_name, on_hand, reserved, available',
  { query: inventoryQuery, response: listOf(inventoryRow) },
  ({ db, query }) => listInventory(db, 'marine', query),
);

export const inventoryItem = levels.get(
  '/api/marine/inventory/{id}',
  "One item's stock level (id is the product item's)",
  { errors: [404], response: inventoryRow },
  ({ db, params }) => getInventory(db, 'marine', params.id),
);

const listSummary =
  'Stock mutations, newest first: item, inout, reason, from/to (dates), q over reference and SKU; each with before, after, the user, and the document or order that caused it';

/** The ledger, filtered by the query alone (the collection's GET and history-all answer the same). */
const mutationList = (path: string, summary: string) =>
  api.list(path, summary, { query: stockMutationQuery, response: listOf(stockMutationRow) }, ({ db, query }) =>
    listMutations(db, 'marine', query),
  );

export const stockMutationCollection = {
  GET: mutationList('/api/marine/stock-mutation', listSummary),
  POST: api.create(
    '/api/marine/stock-mutation',
    'Receive (inout in: received, returned, correction) or issue (out: sold, damaged, correction) one item. An out above what is available is 409 naming the item and what is available ({ error: { shortages: [{ sku, requested, available }] } }). Writes one ledger row. Answers 201 { id }',
    { body: stockMutationCreate, errors: [409] },
    ({ db, user, body }) => createMutation(db, 'marine', user, body),
  ),
};

export const stockMutationItem = api.get(
  '/api/marine/stock-mutation/{id}',
  'One stock mutation',
  { errors: [404], response: stockMutationRow },
  ({ db, params }) => getMutation(db, 'marine', params.id),
);

export const stockMutationHistory = api.list(
  '/api/marine/stock-mutation/history/{sid}/{inout}',
  "An item's history (sid: the product item id; inout: in, out or all), newest first, paged; an item that is not marine's is 404",
  { params: historyParams, query: stockMutationQuery.omit({ item: true, inout: true }), errors: [404], response: listOf(stockMutationRow) },
  async ({ db, params, query }) => {
    await assertItemOfUnit(db, 'marine', params.sid);
    return listMutations(db, 'marine', { ...query, item: params.sid, inout: params.inout === 'all' ? undefined : params.inout });
  },
);

export const stockMutationHistoryAll = mutationList('/api/marine/stock-mutation/history-all', `Every item's history: ${listSummary}`);

const docListSummary =
  'Warehouse documents (goods receipt, delivery, stock count), newest first; doc_type, posted=true|false, q over reference and notes';

export const masterMutationCollection = {
  GET: api.list(
    '/api/marine/master-mutation',
    docListSummary,
    { query: masterMutationQuery, response: listOf(masterMutationRow) },
    ({ db, query }) => listMasterHeads(db, query),
  ),
  POST: api.create(
    '/api/marine/master-mutation',
    'Create a warehouse document { doc_type: receipt|delivery|count, reference, notes, lines: [{ item_id, quantity }], post (default true) }. Posting is all or nothing: a receipt adds, a delivery takes (409 naming every short item and what is available), a count sets on hand to the counted quantity (409 when below what open orders reserved); each line that changes on hand writes one ledger row. Answers 201 { id }',
    { body: masterMutationCreate, errors: [409] },
    ({ db, user, body }) => createMasterMutation(db, user, body),
  ),
};

export const masterMutationItem = {
  GET: api.get(
    '/api/marine/master-mutation/{id}',
    'A warehouse document with its lines and the ledger rows its posting wrote',
    { errors: [404], response: masterMutationDetail },
    ({ db, params }) => getMasterMutation(db, params.id),
  ),
  PUT: api.update(
    '/api/marine/master-mutation/{id}',
    'Edit a draft (fields, lines replaced) and post it with post: true; version required (stale 409). A posted document does not change (409). Answers { id }',
    { body: masterMutationUpdate, errors: [404, 409] },
    ({ db, user, params, body }) => updateMasterMutation(db, user, params.id, body),
  ),
  DELETE: api.remove(
    '/api/marine/master-mutation/{id}',
    'Delete a draft; a posted document is 409',
    { errors: [404, 409] },
    ({ db, params }) => deleteMasterMutation(db, params.id),
  ),
};

export const masterMutationList = api.list(
  '/api/marine/master-mutation-list',
  `${docListSummary}; each with its lines`,
  { query: masterMutationQuery, response: listOf(masterMutationListRow) },
  ({ db, query }) => listMasterMutations(db, query),
);
