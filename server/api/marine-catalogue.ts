// The marine catalogue (issue 12, spec 7 Marine): category, product-size (+ product-size-all), product
// (?category=), product-items (?pid=), product/all (a product with its items), the price and weight default.
import { idAnswer, listOf } from '@/lib/schemas/answers';
import { idParams } from '@/lib/schemas/list';
import { itemUpdate, marineDefault, marineDefaultRow, productAllCreate, productAllUpdate } from '@/lib/schemas/marine/catalogue';
import { crud } from '@/server/crud/resource';
import { collectionRoutes, itemRoutes } from '@/server/crud/routes';
import { conflict, notFound } from '@/server/http/errors';
import { endpoint } from '@/server/http/route';
import { categories, items, products, sizes } from '@/server/resources/marine/catalogue';
import { getDefault, putDefault } from '@/server/resources/marine/defaults';
import { guardedDelete } from '@/server/resources/marine/guarded-delete';
import { createProductAll, updateProductAll } from '@/server/resources/marine/product-all';
import { assertCategoryUnused, assertItemsUnused, assertSizeUnused } from '@/server/resources/marine/references';

const TAG = 'Marine: catalogue';
const READ = ['marine.product', 'marine.warehouse', 'marine.transaction'] as const;

export const categoryCollection = collectionRoutes(categories);
export const categoryItem = {
  ...itemRoutes(categories),
  DELETE: guardedDelete(categories, assertCategoryUnused, 'Delete a category; 409 naming its products while it has any'),
};

export const sizeCollection = collectionRoutes(sizes);
export const sizeItem = {
  ...itemRoutes(sizes),
  DELETE: guardedDelete(sizes, assertSizeUnused, 'Delete a size; 409 naming the items that come in it'),
};

export const sizeAll = endpoint(
  {
    method: 'GET',
    path: '/api/marine/product-size-all',
    tag: TAG,
    summary: 'Every size, in sort order (the pickers); { total, data }',
    auth: READ,
    response: listOf(sizes.row),
  },
  ({ db, user }) => crud(sizes).list(db, { page: 1, limit: 10000, order: 'asc' }, user),
);

export const productCollection = collectionRoutes(products);
export const productItem = {
  ...itemRoutes(products),
  DELETE: guardedDelete(
    products,
    async (tx, id) => {
      const own = await tx.marineProductItem.findMany({ where: { product_id: id }, select: { id: true } });
      await assertItemsUnused(
        tx,
        own.map((i) => i.id),
      );
      await tx.marineProductItem.deleteMany({ where: { product_id: id } });
    },
    'Delete a product with its items; 409 naming the items that orders, stock mutations or warehouse documents use',
  ),
};

export const itemCollection = collectionRoutes(items);
const itemService = crud(items);

export const itemItem = {
  ...itemRoutes(items),
  PUT: endpoint(
    {
      method: 'PUT',
      path: '/api/marine/product-items/{id}',
      tag: TAG,
      summary:
        "Update a product item (not its stock: stock moves through stock mutations). With version (the one loaded; stock moves bump it too) a stale one is 409 'The item changed: reload it'. Answers { id }",
      auth: 'marine.product',
      params: idParams,
      body: itemUpdate,
      transaction: true,
      errors: [404, 409],
      response: idAnswer,
    },
    async ({ db, params, body, user }) => {
      const locked = await db.$queryRaw<{ version: number }[]>`SELECT version FROM marine_product_items WHERE id = ${params.id} FOR UPDATE`;
      if (!locked[0]) throw notFound(`product item ${params.id} not found`);
      if (body.version !== undefined && body.version !== locked[0].version) throw conflict('The item changed: reload it');
      return itemService.update(db, params.id, body, user);
    },
  ),
  DELETE: guardedDelete(
    items,
    (tx, id) => assertItemsUnused(tx, [id]),
    'Delete a product item; 409 naming the orders, stock mutations or warehouse documents that use it',
  ),
};

export const productAll = {
  POST: endpoint(
    {
      method: 'POST',
      path: '/api/marine/product/all',
      tag: TAG,
      summary:
        'Create a product with its items in one transaction (items leaving out price or weight take the marine default). Answers 201 { id }; a SKU already used is 409',
      auth: 'marine.product',
      body: productAllCreate,
      status: 201,
      transaction: true,
      errors: [409],
      response: idAnswer,
    },
    ({ db, body }) => createProductAll(db, body),
  ),
  PUT: endpoint(
    {
      method: 'PUT',
      path: '/api/marine/product/all',
      tag: TAG,
      summary:
        'Update a product (body.id) and replace its items in one transaction: an item with id is updated, one without is created, the others are deleted (409 naming them when orders or stock use them). Answers { id }',
      auth: 'marine.product',
      body: productAllUpdate,
      transaction: true,
      errors: [404, 409],
      response: idAnswer,
    },
    ({ db, body }) => updateProductAll(db, body),
  ),
};

export const priceWeightDefault = {
  GET: endpoint(
    {
      method: 'GET',
      path: '/api/marine/price-weight-default',
      tag: TAG,
      summary: 'The marine price (IDR) and weight (grams) default that new items take when they leave them out (spec 3)',
      auth: READ,
      response: marineDefaultRow,
    },
    ({ db }) => getDefault(db),
  ),
  PUT: endpoint(
    {
      method: 'PUT',
      path: '/api/marine/price-weight-default',
      tag: TAG,
      summary: 'Set the marine price and weight default { price, weight }',
      auth: 'marine.product',
      body: marineDefault,
      response: marineDefaultRow,
    },
    ({ db, body }) => putDefault(db, body),
  ),
};
