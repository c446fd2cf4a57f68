// Stock (issue 12): stock levels (inventory), stock mutations (the ledger: one row per change of on hand)
// and warehouse documents (master mutations: goods receipt, delivery, stock count). Client-safe.
import { z } from 'zod';
import { DOC_TYPES, type DocType, INOUT, REASONS, REASONS_BY_INOUT } from '@/lib/rules/stock';
import { instantText } from '@/lib/schemas/answers';
import { day, id, idFilter, idParam, int, optionalText, rowVersion } from '@/lib/schemas/fields';
import { listQuery } from '@/lib/schemas/list';
import { itemNames, stockLevels } from './catalogue';

export {
  DOC_TYPE_LABELS,
  DOC_TYPES,
  type DocType,
  INOUT,
  type InOut,
  REASONS,
  REASONS_BY_INOUT,
  type Reason,
} from '@/lib/rules/stock';

const MAX_QTY = 1_000_000;
const quantity = int('quantity', 1, MAX_QTY);

// --- Inventory (stock levels)
export const inventoryQuery = listQuery(['sku', 'product_name', 'on_hand', 'reserved', 'available']).extend({
  category: idFilter,
  low: z.enum(['true', 'false']).optional(),
});
export type InventoryQuery = z.infer<typeof inventoryQuery>;
export const inventoryRow = z.object({
  id: z.number().int(),
  sku: z.string(),
  product_id: z.number().int(),
  product_name: z.string(),
  category_id: z.number().int(),
  category_name: z.string(),
  size_name: z.string(),
  price: z.number().int(),
  weight: z.number().int(),
  ...stockLevels,
  low_stock: z.number().int(),
  /** available at or below the low-stock threshold. */
  low: z.boolean(),
});
export type InventoryRow = z.infer<typeof inventoryRow>;

// --- Stock mutations
export const stockMutationCreate = z
  .strictObject({
    item_id: id('an item'),
    inout: z.enum(INOUT, { error: 'inout must be in or out' }),
    quantity,
    reason: z.enum(REASONS, { error: `reason must be one of: ${REASONS.join(', ')}` }),
    reference: optionalText(200),
  })
  .refine((b) => REASONS_BY_INOUT[b.inout].includes(b.reason), {
    error: 'This reason does not fit the direction (counts are stock count documents)',
    path: ['reason'],
  });
export type StockMutationCreate = z.infer<typeof stockMutationCreate>;

export const stockMutationQuery = listQuery(['id', 'created_at']).extend({
  item: idFilter,
  inout: z.enum(INOUT).optional(),
  reason: z.enum(REASONS).optional(),
  from: day().optional(),
  to: day().optional(),
});
export type StockMutationQuery = z.infer<typeof stockMutationQuery>;
export const historyParams = z.strictObject({
  sid: idParam(),
  inout: z.enum(['in', 'out', 'all']),
});

export const stockMutationRow = z.object({
  id: z.number().int(),
  ...itemNames,
  inout: z.enum(INOUT),
  quantity: z.number().int(),
  reason: z.enum(REASONS),
  reference: z.string().nullable(),
  before: z.number().int(),
  after: z.number().int(),
  user_id: z.number().int().nullable(),
  user_name: z.string().nullable(),
  master_id: z.number().int().nullable(),
  /** The warehouse document's number ('WH-2026-0075') when the row came from one. */
  master_no: z.string().nullable(),
  order_id: z.number().int().nullable(),
  created_at: instantText,
});
export type StockMutationRow = z.infer<typeof stockMutationRow>;

// --- Warehouse documents (master mutations)
const lines = z
  .array(z.strictObject({ item_id: id('an item'), quantity: int(0, MAX_QTY) }), { error: 'Please add the lines' })
  .min(1, { error: 'Please add at least one line' })
  .max(500)
  .refine((l) => new Set(l.map((x) => x.item_id)).size === l.length, { error: 'An item may appear only once in a document' });

const docFields = {
  doc_type: z.enum(DOC_TYPES, { error: 'doc_type must be receipt, delivery or count' }),
  reference: optionalText(200),
  notes: optionalText(2000),
  lines,
  /** Post at once (default) or keep as a draft. */
  post: z.boolean().default(true),
};
/** Receipt and delivery lines move a quantity (at least 1); a count line is the counted on hand (0 allowed). */
const quantitiesFit = (b: { doc_type?: DocType; lines?: { quantity: number }[] }) =>
  b.doc_type === 'count' || !b.lines || b.lines.every((l) => l.quantity >= 1);
const quantitiesMessage = { error: 'A receipt or delivery line needs a quantity of at least 1', path: ['lines'] };

export const masterMutationCreate = z.strictObject(docFields).refine(quantitiesFit, quantitiesMessage);
export type MasterMutationCreate = z.infer<typeof masterMutationCreate>;
export const masterMutationUpdate = z
  .strictObject({ ...docFields, post: z.boolean(), version: rowVersion() })
  .partial()
  .required({ version: true })
  .refine(quantitiesFit, quantitiesMessage);
export type MasterMutationUpdate = z.infer<typeof masterMutationUpdate>;

export const masterMutationQuery = listQuery(['id', 'created_at']).extend({
  doc_type: z.enum(DOC_TYPES).optional(),
  posted: z.enum(['true', 'false']).optional(),
});
export type MasterMutationQuery = z.infer<typeof masterMutationQuery>;

export const masterLineRow = z.object({
  id: z.number().int(),
  ...itemNames,
  quantity: z.number().int(),
});
export const masterMutationRow = z.object({
  id: z.number().int(),
  doc_type: z.enum(DOC_TYPES),
  reference: z.string().nullable(),
  notes: z.string().nullable(),
  posted: z.boolean(),
  posted_at: instantText.nullable(),
  /** 'WH-2026-0075', given on posting without gaps per year (WIB); null for a draft. */
  doc_no: z.string().nullable(),
  user_id: z.number().int().nullable(),
  user_name: z.string().nullable(),
  version: z.number().int(),
  created_at: instantText,
  lines_count: z.number().int(),
  quantity_total: z.number().int(),
});
export type MasterMutationRow = z.infer<typeof masterMutationRow>;
export const masterMutationDetail = masterMutationRow.extend({
  lines: z.array(masterLineRow),
  /** The ledger rows the posting wrote (a count line equal to on hand writes none). */
  mutations: z.array(stockMutationRow),
});
export type MasterMutationDetail = z.infer<typeof masterMutationDetail>;
export const masterMutationListRow = masterMutationRow.extend({ lines: z.array(masterLineRow) });
