// Warehouse documents (master mutations): goods receipt (in), delivery (out), stock count (on hand set to
// the counted quantity). Posting is all or nothing: every line is checked against the locked items first,
// and one 409 names every short item; then each line that changes on hand writes its ledger row.
import type { Prisma } from '@/lib/generated/prisma/client';
import type { ShopUnit } from '@/lib/rules/shop-unit';
import { warehouseDocNo } from '@/lib/rules/stock';
import {
  type DocType,
  type MasterMutationCreate,
  type MasterMutationQuery,
  type MasterMutationUpdate,
  masterMutationRow,
  type Reason,
} from '@/lib/schemas/marine/stock';
import type { CurrentUser } from '@/server/auth/user';
import { textContains } from '@/server/crud/like';
import type { Client } from '@/server/crud/model';
import { paged, sortedOrNewest } from '@/server/crud/paging';
import type { Tx } from '@/server/db';
import { conflict, notFound } from '@/server/http/errors';
import { itemNamesOf, itemNamesSelect } from './catalogue';
import { available, lockItems, moveStock, type Shortage, shortageError } from './stock';
import { mutationSelect, presentMutation } from './stock-mutations';

const lineSelect = {
  id: true,
  item_id: true,
  quantity: true,
  item: itemNamesSelect,
} as const satisfies Prisma.MarineMasterMutationLineSelect;

const headSelect = {
  id: true,
  doc_type: true,
  reference: true,
  notes: true,
  posted: true,
  posted_at: true,
  doc_year: true,
  doc_number: true,
  user_id: true,
  version: true,
  created_at: true,
  user: { select: { name: true } },
  lines: { select: lineSelect, orderBy: { item_id: 'asc' } },
} as const satisfies Prisma.MarineMasterMutationSelect;

type HeadRecord = Prisma.MarineMasterMutationGetPayload<{ select: typeof headSelect }>;

function presentLines(lines: HeadRecord['lines']) {
  return lines.map(({ item, ...l }) => ({ ...l, ...itemNamesOf(item) }));
}

function presentHead({ user, lines, doc_year, doc_number, ...r }: HeadRecord) {
  return {
    ...masterMutationRow.parse({
      ...r,
      doc_no: warehouseDocNo(doc_year, doc_number),
      user_name: user?.name ?? null,
      lines_count: lines.length,
      quantity_total: lines.reduce((s, l) => s + l.quantity, 0),
    }),
    lines: presentLines(lines),
  };
}

/** Warehouse documents are marine's: a document whose lines name another unit's items is not one of them. */
const UNIT: ShopUnit = 'marine';
const ofUnit = { lines: { every: { item: { product: { unit: UNIT } } } } } satisfies Prisma.MarineMasterMutationWhereInput;

const REASON: Record<DocType, Reason> = { receipt: 'received', delivery: 'sold', count: 'count' };

/** Posts a document's lines: all checked first (one 409 naming every short item), then applied. */
async function post(
  tx: Tx,
  user: CurrentUser,
  doc: { id: number; doc_type: DocType; reference: string | null },
  lines: { item_id: number; quantity: number }[],
) {
  const items = await lockItems(
    tx,
    lines.map((l) => l.item_id),
    UNIT,
  );
  const target = (l: { item_id: number; quantity: number }) => {
    const item = items.get(l.item_id) as NonNullable<ReturnType<typeof items.get>>;
    if (doc.doc_type === 'receipt') return item.on_hand + l.quantity;
    if (doc.doc_type === 'delivery') return item.on_hand - l.quantity;
    return l.quantity;
  };
  const short: Shortage[] = [];
  for (const l of lines) {
    const item = items.get(l.item_id) as NonNullable<ReturnType<typeof items.get>>;
    // on hand may not drop below what open orders have reserved (available stays at or above zero)
    if (target(l) < item.reserved) {
      short.push({
        sku: item.sku,
        requested: doc.doc_type === 'count' ? item.on_hand - l.quantity : l.quantity,
        available: available(item),
      });
    }
  }
  if (short.length) {
    throw shortageError(short, doc.doc_type === 'count' ? 'The count is below what open orders have reserved' : 'Not enough stock');
  }
  for (const l of [...lines].sort((a, b) => a.item_id - b.item_id)) {
    const item = items.get(l.item_id) as NonNullable<ReturnType<typeof items.get>>;
    await moveStock(tx, user, item, target(l), { reason: REASON[doc.doc_type], reference: doc.reference, master_id: doc.id });
  }
  await numberAndPost(tx, doc.id);
}

/** Advisory lock key of the marine unit's WH numbers (with the year as the second key). */
const DOC_NUMBER_LOCK = 41_013;

/**
 * Posts the document with the next WH number of the office's year, under a lock held until the transaction
 * ends: a posting that fails or rolls back uses no number, so the numbers have no gaps.
 */
async function numberAndPost(tx: Tx, id: number) {
  await tx.$queryRaw`SELECT pg_advisory_xact_lock(${DOC_NUMBER_LOCK}, extract(year FROM now() AT TIME ZONE 'Asia/Jakarta')::int)::text`;
  await tx.$executeRaw`
    UPDATE marine_master_mutations m
       SET posted = true, posted_at = now(), doc_year = y.year,
           doc_number = (SELECT COALESCE(max(doc_number), 0) + 1 FROM marine_master_mutations WHERE unit = m.unit AND doc_year = y.year)
      FROM (SELECT extract(year FROM now() AT TIME ZONE 'Asia/Jakarta')::int AS year) y
     WHERE m.id = ${id}`;
}

export async function createMasterMutation(tx: Tx, user: CurrentUser, body: MasterMutationCreate) {
  await lockItems(
    tx,
    body.lines.map((l) => l.item_id),
    UNIT,
  );
  const doc = await tx.marineMasterMutation.create({
    data: {
      unit: UNIT,
      doc_type: body.doc_type,
      reference: body.reference,
      notes: body.notes,
      user_id: user.id,
      lines: { create: body.lines },
    },
    select: { id: true, doc_type: true, reference: true },
  });
  if (body.post) await post(tx, user, { ...doc, doc_type: body.doc_type }, body.lines);
  return { id: doc.id };
}

async function lockDoc(tx: Tx, id: number) {
  const rows = await tx.$queryRaw<{ id: number; posted: boolean; version: number }[]>`
    SELECT id, posted, version FROM marine_master_mutations WHERE id = ${id} FOR UPDATE`;
  if (!rows[0] || !(await tx.marineMasterMutation.count({ where: { id, ...ofUnit } })))
    throw notFound(`warehouse document ${id} not found`);
  return rows[0];
}

const POSTED = 'A posted document does not change: write a correcting document';
const CHANGED = 'The document changed: reload it';

/** PUT master-mutation/{id}: a draft's fields and lines (replaced), and posting it (post: true). */
export async function updateMasterMutation(tx: Tx, user: CurrentUser, id: number, body: MasterMutationUpdate) {
  const head = await lockDoc(tx, id);
  if (head.posted) throw conflict(POSTED);
  if (body.version !== head.version) throw conflict(CHANGED);
  const { lines, post: doPost, version: _v, ...fields } = body;
  if (lines) {
    await lockItems(
      tx,
      lines.map((l) => l.item_id),
      UNIT,
    );
    await tx.marineMasterMutationLine.deleteMany({ where: { master_id: id } });
    await tx.marineMasterMutationLine.createMany({ data: lines.map((l) => ({ ...l, master_id: id })) });
  }
  const doc = await tx.marineMasterMutation.update({
    where: { id },
    data: { ...fields, version: { increment: 1 } },
    select: { id: true, doc_type: true, reference: true, lines: { select: { item_id: true, quantity: true } } },
  });
  if (doc.doc_type !== 'count' && doc.lines.some((l) => l.quantity < 1)) {
    throw conflict('A receipt or delivery line needs a quantity of at least 1');
  }
  if (doPost) await post(tx, user, { ...doc, doc_type: doc.doc_type as DocType }, doc.lines);
  return { id };
}

/** DELETE master-mutation/{id}: drafts only. */
export async function deleteMasterMutation(tx: Tx, id: number) {
  const head = await lockDoc(tx, id);
  if (head.posted) throw conflict(POSTED);
  await tx.marineMasterMutation.delete({ where: { id }, select: { id: true } });
  return { affected: 1 };
}

export async function getMasterMutation(db: Client, id: number) {
  const row = await db.marineMasterMutation.findFirst({ where: { id, ...ofUnit }, select: headSelect });
  if (!row) throw notFound(`warehouse document ${id} not found`);
  const mutations = await db.marineStockMutation.findMany({ where: { master_id: id }, select: mutationSelect, orderBy: { id: 'asc' } });
  return { ...presentHead(row), mutations: mutations.map(presentMutation) };
}

/** GET master-mutation (heads) and master-mutation-list (with lines): newest first unless sorted. */
export async function listMasterMutations(db: Client, q: MasterMutationQuery) {
  const where: Prisma.MarineMasterMutationWhereInput = {
    ...ofUnit,
    ...(q.doc_type ? { doc_type: q.doc_type } : {}),
    ...(q.posted ? { posted: q.posted === 'true' } : {}),
    ...(q.q ? { OR: [{ reference: textContains(q.q) }, { notes: textContains(q.q) }] } : {}),
  };
  const orderBy = sortedOrNewest(q);
  const { total, data } = await paged(q, db.marineMasterMutation.count({ where }), (range) =>
    db.marineMasterMutation.findMany({ where, orderBy, select: headSelect, ...range }),
  );
  return { total, data: data.map(presentHead) };
}

/** The heads alone (GET master-mutation). */
export async function listMasterHeads(db: Client, q: MasterMutationQuery) {
  const { total, data } = await listMasterMutations(db, q);
  return { total, data: data.map(({ lines: _lines, ...head }) => head) };
}
