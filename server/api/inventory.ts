// IT inventory (issue 15; spec 7 Users: GET /user/inventory with a query string, GET /user/inventory/{id},
// POST /user/inventory, POST /user/inventory/history/{id}), plus the CSV export of the filtered list.
import { NextResponse } from 'next/server';
import { listOf } from '@/lib/schemas/answers';
import { assetDetail, assetEvent, assetSave, eventAnswer, inventoryQuery } from '@/lib/schemas/inventory';
import { crud } from '@/server/crud/resource';
import { badRequest } from '@/server/http/errors';
import { operations } from '@/server/http/operations';
import { ASSET_SEARCH_FIELDS, getAsset, inventoryAssets, saveAsset } from '@/server/resources/inventory/assets';
import { recordEvent } from '@/server/resources/inventory/events';
import { exportAssets, INVENTORY_CSV_HEADERS } from '@/server/resources/inventory/export';

const api = operations({ tag: 'IT inventory', auth: 'inventory' });
const FILTERS = `status (deployable, deployed, in_repair, retired), category (laptop, phone, tablet, radio, printer, other), holder (a staff user id: the assets they hold), base (a base id); q searches the ${ASSET_SEARCH_FIELDS}`;

export const inventoryCollection = {
  GET: api.list(
    '/api/user/inventory',
    `IT assets, paged and sorted (default by asset tag). Filters: ${FILTERS}. Each row names its base and holder; costs are in IDR`,
    { query: inventoryQuery, response: listOf(inventoryAssets.row) },
    ({ db, query, user }) => crud(inventoryAssets).list(db, query, user),
  ),
  POST: api.create(
    '/api/user/inventory',
    "Save an asset. Without id: creates it (201 { id }; status deployable unless in_repair or retired is sent) with a 'created' history row. With id: updates that asset (200 { id }) with an 'edited' history row naming the changed fields; asset_tag, category and model are required either way, a field left out keeps its value and null clears it, and the status changes only through POST /api/user/inventory/history/{id}. An asset tag already used is 409; an unknown base is 400",
    { body: assetSave, errors: [400, 404, 409] },
    async ({ db, body, user }) => {
      const saved = await saveAsset(db, body, user);
      return saved.created ? { id: saved.id } : NextResponse.json({ id: saved.id });
    },
  ),
};

export const inventoryItem = {
  GET: api.get(
    '/api/user/inventory/{id}',
    'One asset with its history, newest first: each entry names the event (created, edited, checkout, checkin, status), who did it (by_user) and who holds or held the asset (for_user), the status before and after, the note, the condition of a check-in and the expected return of a check-out',
    { response: assetDetail, errors: [404] },
    ({ db, params, user }) => getAsset(db, params.id, user),
  ),
  PUT: api.update(
    '/api/user/inventory/{id}',
    'Update an asset: the same save as POST /api/user/inventory with this id (an id in the body must be the same). Answers { id }',
    { body: assetSave, errors: [400, 404, 409] },
    async ({ db, params, body, user }) => {
      if (body.id !== undefined && body.id !== params.id)
        throw badRequest(`The body names asset ${body.id}, the path ${params.id}`, { id: 'Leave the id out, or send the one of the path' });
      return { id: (await saveAsset(db, { ...body, id: params.id }, user)).id };
    },
  ),
};

export const inventoryHistory = {
  POST: api.action('POST')(
    '/api/user/inventory/history/{id}',
    "Record an event on an asset. { event: 'checkout', user_id, expected_return?, note? } hands a deployable asset to an active staff member (another status is 409, e.g. already deployed: of two parallel check-outs one wins); { event: 'checkin', condition: good | fair | damaged, status?: deployable (default) | in_repair, note? } takes a deployed asset back; { event: 'status', status: deployable | in_repair | retired, note? } changes the status of an asset that is not deployed. Each writes a history row naming who did it and who holds or held the asset. Answers { id, status, holder_id, history_id }",
    { body: assetEvent, response: eventAnswer, errors: [400, 404, 409] },
    ({ db, params, body, user }) => recordEvent(db, params.id, body, user),
  ),
};

export const inventoryExport = api.op('GET')(
  '/api/user/inventory/export.csv',
  `Every asset the list's filters and search match (up to 10000; page and limit are ignored), as CSV with ';', its columns headed ${INVENTORY_CSV_HEADERS}. Filters: ${FILTERS}`,
  { query: inventoryQuery, produces: 'text/csv' },
  ({ db, query, user }) => exportAssets(db, query, user),
);
