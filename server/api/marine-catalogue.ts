// The marine catalogue (issue 12, spec 7 Marine): category, product-size (+ product-size-all), product
// (?category=), product-items (?pid=), product/all (a product with its items), the price and weight default.
import { idAnswer, listOf } from '@/lib/schemas/answers';
import { itemUpdate, marineDefault, marineDefaultRow, productAllCreate, productAllUpdate } from '@/lib/schemas/marine/catalogue';
import { crud } from '@/server/crud/resource';
import { collectionRoutes, itemRoutes } from '@/server/crud/routes';
import { conflict, notFound } from '@/server/http/errors';
import { operations } from '@/server/http/operations';
import { CATALOGUE_READ, categories, items, products, sizes } from '@/server/resources/marine/catalogue';
import { getDefault, putDefault } from '@/server/resources/marine/defaults';
import { guardedDelete } from '@/server/resources/marine/guarded-delete';
import { createProductAll, updateProductAll } from '@/server/resources/marine/product-all';
import { assertCategoryUnused, assertItemsUnused, assertSizeUnused } from '@/server/resources/marine/references';

const read = operations({ tag: products.tag, auth: CATALOGUE_READ });
const product = operations({ tag: products.tag, auth: products.permission });

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

export const sizeAll = read.op('GET')(
  '/api/marine/product-size-all',
  'Every size, in sort order (the pickers); { total, data }',
  { response: listOf(sizes.row) },
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
  PUT: product.update(
    '/api/marine/product-items/{id}',
    "Update a product item (not its stock: stock moves through stock mutations). With version (the one loaded; stock moves bump it too) a stale one is 409 'The item changed: reload it'. Answers { id }",
    { body: itemUpdate, errors: [404, 409] },
    async ({ db, params, body, user }) => {
      const locked = await db.$queryRaw<{ version: number }[]>`
        SELECT i.version FROM marine_product_items i JOIN marine_products p ON p.id = i.product_id
        WHERE i.id = ${params.id} AND p.unit = 'marine' FOR UPDATE OF i`;
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
  POST: product.create(
    '/api/marine/product/all',
    'Create a product with its items in one transaction (items leaving out price or weight take the marine default). Answers 201 { id }; a SKU already used is 409',
    { body: productAllCreate, errors: [409] },
    ({ db, body, user }) => createProductAll(db, user, body),
  ),
  PUT: product.op('PUT')(
    '/api/marine/product/all',
    'Update a product (body.id) and replace its items in one transaction: an item with id is updated, one without is created, the others are deleted (409 naming them when orders or stock use them). Answers { id }',
    { body: productAllUpdate, transaction: true, errors: [404, 409], response: idAnswer },
    ({ db, body, user }) => updateProductAll(db, user, body),
  ),
};

export const priceWeightDefault = {
  GET: read.op('GET')(
    '/api/marine/price-weight-default',
    'The marine price (IDR) and weight (grams) default that new items take when they leave them out (spec 3)',
    { response: marineDefaultRow },
    ({ db }) => getDefault(db),
  ),
  PUT: product.op('PUT')(
    '/api/marine/price-weight-default',
    'Set the marine price and weight default { price, weight }',
    { body: marineDefault, response: marineDefaultRow },
    ({ db, body }) => putDefault(db, body),
  ),
};
