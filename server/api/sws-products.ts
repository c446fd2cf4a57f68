// The watersports catalogue (issue 13, spec 7 Watersports: sws/product GET, POST, PUT /{id}, GET
// sws/product/specs/{id}): products of the shop tables with unit 'watersports', written with their items and
// specs in one transaction by the marine product/all code; the categories for the pickers; an item's stock
// moved by the marine stock rules and its history. Marine ids answer 404 here, as watersports ids do there.
import { listOf } from '@/lib/schemas/answers';
import { sizeRow } from '@/lib/schemas/marine/catalogue';
import { stockMutationRow } from '@/lib/schemas/marine/stock';
import {
  swsCategoryQuery,
  swsCategoryRow,
  swsProductCreate,
  swsProductDetail,
  swsProductQuery,
  swsProductRow,
  swsProductUpdate,
  swsSpecsAnswer,
  swsStockAnswer,
  swsStockCreate,
  swsStockHistoryQuery,
} from '@/lib/schemas/watersports/products';
import { crud } from '@/server/crud/resource';
import { operations } from '@/server/http/operations';
import { createProductAll, updateProductAll } from '@/server/resources/marine/product-all';
import { assertItemOfUnit, listMutations } from '@/server/resources/marine/stock-mutations';
import {
  productItems,
  productSpecs,
  SWS_CATALOGUE_READ,
  swsCategories,
  swsProducts,
  swsSizes,
} from '@/server/resources/watersports/products';
import { moveItemStock } from '@/server/resources/watersports/stock';

const read = operations({ tag: swsProducts.tag, auth: SWS_CATALOGUE_READ });
const write = operations({ tag: swsProducts.tag, auth: swsProducts.permission });
const products = crud(swsProducts);

const BODY =
  '{ category_id (a watersports category), name, description, images (upload ids), active, specs (the attributes of the category’s spec kind, by key: a missing, unknown or out-of-range one is a 400 naming specs.<key>), items: [{ size_id, sku, price (IDR), weight (grams), low_stock, active }] }';

export const swsProductCollection = {
  GET: read.list(
    '/api/sws/product',
    'Watersports products, paged: q over name and item SKU, category=, active=true|false, sort id|name|created_at; each with its category and spec kind, specs, image urls, item count, price range (IDR) and on hand / reserved / available over its items',
    { query: swsProductQuery, response: listOf(swsProductRow) },
    ({ db, query, user }) => products.list(db, query, user),
  ),
  POST: write.create(
    '/api/sws/product',
    `Create a watersports product with its items in sizes and its specs, in one transaction: ${BODY}. Items leaving out price or weight take the marine default. Answers 201 { id }; a SKU already used is 409`,
    { body: swsProductCreate, errors: [409] },
    ({ db, body, user }) => createProductAll(db, user, body, 'watersports'),
  ),
};

export const swsProductItem = {
  GET: read.get(
    '/api/sws/product/{id}',
    'One watersports product with its items (size, SKU, price, weight, on hand, reserved, available); a marine product id is 404',
    { errors: [404], response: swsProductDetail },
    async ({ db, params, user }) => ({ ...(await products.get(db, params.id, user)), items: await productItems(db, params.id) }),
  ),
  PUT: write.update(
    '/api/sws/product/{id}',
    `Replace a watersports product and its items in one transaction (an item with id is updated, one without is created, the others are deleted: 409 naming them when orders or stock use them): ${BODY}. A marine product id is 404. Answers { id }`,
    { body: swsProductUpdate, errors: [404, 409] },
    ({ db, params, body, user }) => updateProductAll(db, user, { ...body, id: params.id }, 'watersports'),
  ),
};

export const swsProductSpecs = read.get(
  '/api/sws/product/specs/{id}',
  "A watersports product's specs as its kind's table: { product_id, kind, specs: [{ key, label, type, unit, value }] } in the kind's order, value null where not set; a marine product id is 404",
  { errors: [404], response: swsSpecsAnswer },
  ({ db, params }) => productSpecs(db, params.id),
);

export const swsCategoryCollection = read.list(
  '/api/sws/category',
  'The watersports categories with their spec kind (the pickers and the filter of the product screen); q over name',
  { query: swsCategoryQuery, response: listOf(swsCategoryRow) },
  ({ db, query, user }) => crud(swsCategories).list(db, query, user),
);

export const swsSizeAll = read.op('GET')(
  '/api/sws/size',
  'The sizes a watersports item may take, in sort order (the items’ size picker): sizes are one reference list shared with marine, and a size only marine items use is left out; { total, data }',
  { response: listOf(sizeRow) },
  ({ db }) => swsSizes(db),
);

export const swsProductStock = write.op('POST')(
  '/api/sws/product/stock',
  'Move the stock of one watersports item { item_id, action, quantity, reason, reference }: receive adds quantity (reason received|returned|correction, default received); issue takes it (sold|damaged|correction, default sold; above what is available is 409 naming the item and what is available); count sets on hand to the counted quantity (409 when below what open orders reserved). One ledger row with before and after (none when a count matches). A marine item is a 400. Answers 201 { id, item_id, on_hand, reserved, available }',
  { body: swsStockCreate, transaction: true, status: 201, errors: [409], response: swsStockAnswer },
  ({ db, user, body }) => moveItemStock(db, user, body),
);

export const swsStockHistory = write.get(
  '/api/sws/product/stock-history/{id}',
  "A watersports item's stock history (id: the product item's), newest first, paged: inout, reason, from/to, q over reference; each row with before, after, the user and the order that caused it. A marine item is 404",
  { query: swsStockHistoryQuery, errors: [404], response: listOf(stockMutationRow) },
  async ({ db, params, query }) => {
    await assertItemOfUnit(db, 'watersports', params.id);
    return listMutations(db, 'watersports', { ...query, item: params.id });
  },
);
