// IT inventory (issue 15): the asset list (filtered, searched and paged in the database), one asset with
// its history, and the save of POST /api/user/inventory (create, or update when the body carries an id),
// each save writing its history row in the same transaction.
import type { Prisma } from '@/lib/generated/prisma/client';
import { dayDate } from '@/lib/rules/calendar-day';
import { type DecimalLike, fromCents, toCents, toDecimalString } from '@/lib/rules/money';
import { type AssetSave, assetRow, historyRow, type InventoryQuery, inventoryQuery, STATUS_BY_EVENT } from '@/lib/schemas/inventory';
import type { CurrentUser } from '@/server/auth/user';
import { textContains } from '@/server/crud/like';
import type { Client } from '@/server/crud/model';
import { datesOut, writing } from '@/server/crud/paging';
import { crud, defineResource } from '@/server/crud/resource';
import { selectOf } from '@/server/crud/select-of';
import type { Tx } from '@/server/db';
import { badRequest, conflict, notFound } from '@/server/http/errors';

const DATES = ['purchase_date', 'warranty_end', 'expected_return'] as const;
const person = { select: { id: true, name: true } } as const;

type TextMatch = ReturnType<typeof textContains>;
/** What q matches (contains, any case), by the names the API's description gives them. */
const SEARCHED: Record<string, (text: TextMatch) => Prisma.InventoryAssetWhereInput> = {
  'asset tag': (text) => ({ asset_tag: text }),
  model: (text) => ({ model: text }),
  serial: (text) => ({ serial: text }),
  location: (text) => ({ location: text }),
  'base code': (text) => ({ base: { short_name: text } }),
  'holder name': (text) => ({ holder: { name: text } }),
};
export const ASSET_SEARCH_FIELDS = Object.keys(SEARCHED).join(', ');

function assetWhere(q: InventoryQuery): Prisma.InventoryAssetWhereInput {
  const text = q.q ? textContains(q.q) : undefined;
  return {
    ...(q.status ? { status: q.status } : {}),
    ...(q.category ? { category: q.category } : {}),
    ...(q.holder ? { holder_id: q.holder } : {}),
    ...(q.base ? { base_id: q.base } : {}),
    ...(text ? { OR: Object.values(SEARCHED).map((match) => match(text)) } : {}),
  };
}

export const inventoryAssets = defineResource({
  path: '/api/user/inventory',
  tag: 'IT inventory',
  label: 'asset',
  permission: 'inventory',
  model: 'inventoryAsset',
  row: assetRow,
  query: inventoryQuery,
  remove: false,
  select: selectOf(assetRow),
  // q is handled by `where` (it also matches the holder's name and the base).
  search: [],
  where: assetWhere,
  dates: DATES,
  defaultSort: { field: 'asset_tag', order: 'asc' },
  notFoundMessage: (id) => `Asset ${id} not found`,
  toRow: (r) => ({
    ...r,
    category: assetRow.shape.category.parse(r.category),
    status: assetRow.shape.status.parse(r.status),
    purchase_cost: r.purchase_cost === null ? null : fromCents(toCents(r.purchase_cost)),
  }),
});

const assets = crud(inventoryAssets);

/** The asset with its history, newest first. */
export async function getAsset(db: Client, id: number, user: CurrentUser) {
  const asset = await assets.get(db, id, user);
  const history = await db.inventoryHistory.findMany({
    where: { asset_id: id },
    orderBy: [{ at: 'desc' }, { id: 'desc' }],
    select: selectOf(historyRow),
  });
  return { ...asset, history: history.map((h) => historyRow.parse(datesOut(['expected_return'], h))) };
}

/** What a save writes (the status only on create; dates as Dates, the cost as a decimal string). */
function saveData(body: AssetSave) {
  const { id: _id, status: _status, purchase_cost, purchase_date, warranty_end, ...fields } = body;
  const date = (v: string | null | undefined) => (v == null ? v : dayDate(v));
  return {
    ...fields,
    purchase_date: date(purchase_date),
    warranty_end: date(warranty_end),
    purchase_cost: purchase_cost == null ? purchase_cost : toDecimalString(toCents(purchase_cost)),
  };
}

/** The fields an edit changed, as the history note says them ('model, serial'). */
function changedFields(before: Record<string, unknown>, body: AssetSave): string[] {
  const after = datesOut([...DATES], before);
  return (Object.keys(body) as (keyof AssetSave)[]).filter((key) => {
    if (key === 'id' || key === 'status' || body[key] === undefined) return false;
    const was = key === 'purchase_cost' && after[key] != null ? fromCents(toCents(after[key] as DecimalLike)) : after[key];
    return (was ?? null) !== (body[key] ?? null);
  });
}

/** The asset, its row locked until the transaction ends (edits and events on one asset queue up); 404 when there is none. */
export async function lockAsset(tx: Tx, id: number) {
  await tx.$queryRaw`SELECT id FROM inventory_assets WHERE id = ${id} FOR UPDATE`;
  const asset = await tx.inventoryAsset.findUnique({ where: { id }, include: { holder: person } });
  if (!asset) throw notFound(`Asset ${id} not found`);
  return asset;
}

async function assertTagFree(tx: Tx, tag: string, id?: number) {
  const other = await tx.inventoryAsset.findUnique({ where: { asset_tag: tag }, select: { id: true, model: true } });
  if (other && other.id !== id) {
    const message = `Asset tag ${tag} is already used by ${other.model} (asset ${other.id})`;
    throw conflict(message, { fields: { asset_tag: message } });
  }
}

/** POST /api/user/inventory: creates the asset (history 'created'), or updates it when the body has an id (history 'edited'). */
export async function saveAsset(tx: Tx, body: AssetSave, user: CurrentUser): Promise<{ id: number; created: boolean }> {
  await assertTagFree(tx, body.asset_tag, body.id);
  if (body.id === undefined) {
    const status = body.status ?? 'deployable';
    const made = await writing(tx.inventoryAsset.create({ data: { ...saveData(body), status }, select: { id: true } }));
    await tx.inventoryHistory.create({ data: { asset_id: made.id, event: 'created', by_user_id: user.id, to_status: status } });
    return { id: made.id, created: true };
  }
  const id = body.id;
  if (body.status !== undefined) throw badRequest(STATUS_BY_EVENT, { status: STATUS_BY_EVENT });
  const before = await lockAsset(tx, id);
  const changed = changedFields(before, body);
  if (!changed.length) return { id, created: false };
  await writing(tx.inventoryAsset.update({ where: { id }, data: saveData(body), select: { id: true } }));
  await tx.inventoryHistory.create({
    data: { asset_id: id, event: 'edited', by_user_id: user.id, note: `Changed ${changed.join(', ').replaceAll('_', ' ')}` },
  });
  return { id, created: false };
}
