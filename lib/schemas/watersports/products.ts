// The watersports catalogue (issue 13): products of the shop tables with unit 'watersports', their items in
// sizes (the marine item shape), the specs of their category's kind (lib/rules/sws-specs.ts) and stock moved
// by the marine stock rules. Requests and answer rows; client-safe.
import { z } from 'zod';
import { SPEC_KINDS, type SpecKind } from '@/lib/rules/sws-specs';
import { instantText } from '@/lib/schemas/answers';
import { id, idFilter, int, optionalText } from '@/lib/schemas/fields';
import { listQuery } from '@/lib/schemas/list';
import { itemRow, productAllCreate, productAllUpdate } from '@/lib/schemas/marine/catalogue';
import { REASONS_BY_INOUT, type Reason, stockMutationQuery } from '@/lib/schemas/marine/stock';
import { specsSchema } from '@/lib/schemas/watersports/specs';

// --- Category (read: the screen's pickers and filter)
export const swsCategoryQuery = listQuery(['id', 'name']);
export const swsCategoryRow = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  spec_kind: z.enum(SPEC_KINDS),
  products_count: z.number().int(),
});
export type SwsCategoryRow = z.infer<typeof swsCategoryRow>;

// --- Product with its items and specs
/** The specs as sent: attribute values by key, checked against the category's kind by the API. */
export const specsInput = z.record(z.string(), z.unknown(), { error: 'specs must be an object of attribute values' });

export const swsProductCreate = z.strictObject({ ...productAllCreate.shape, specs: specsInput });
export type SwsProductCreate = z.infer<typeof swsProductCreate>;
const { id: _id, ...updateShape } = productAllUpdate.shape;
/** PUT {id}: the product and its items after the call (an item with id is updated, one without created, others deleted). */
export const swsProductUpdate = z.strictObject({ ...updateShape, specs: specsInput });
export type SwsProductUpdate = z.infer<typeof swsProductUpdate>;

/**
 * The product form's check: the body's schema and the specs against the kind of the chosen category (the
 * API checks the same on write, with the category it reads), each message on specs.<key>. The specs are
 * checked even when the body has problems (an item without a size), so that one submit shows them all.
 */
export function withSpecsOf<S extends z.ZodType<{ category_id: number; specs: Record<string, unknown> }>>(
  schema: S,
  kindOf: (categoryId: number) => SpecKind | undefined,
) {
  return schema.superRefine(
    (body, ctx) => {
      const kind = typeof body.category_id === 'number' ? kindOf(body.category_id) : undefined;
      if (!kind) return;
      const parsed = specsSchema(kind).safeParse(body.specs);
      for (const issue of parsed.error?.issues ?? [])
        ctx.addIssue({ code: 'custom', message: issue.message, path: ['specs', ...issue.path] });
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
}

export const swsProductQuery = listQuery(['id', 'name', 'created_at']).extend({
  category: idFilter,
  active: z.enum(['true', 'false']).optional(),
});
export type SwsProductQuery = z.infer<typeof swsProductQuery>;

export const specValue = z.union([z.number(), z.string()]);
export const swsProductRow = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  category_name: z.string(),
  spec_kind: z.enum(SPEC_KINDS),
  name: z.string(),
  description: z.string().nullable(),
  images: z.array(z.string()),
  image_urls: z.array(z.string()),
  specs: z.record(z.string(), specValue),
  active: z.boolean(),
  created_at: instantText,
  updated_at: instantText,
  items_count: z.number().int(),
  /** The lowest and highest item price (IDR); null without items. */
  price_min: z.number().int().nullable(),
  price_max: z.number().int().nullable(),
  on_hand: z.number().int(),
  reserved: z.number().int(),
  available: z.number().int(),
});
export type SwsProductRow = z.infer<typeof swsProductRow>;
export const swsProductDetail = swsProductRow.extend({ items: z.array(itemRow) });
export type SwsProductDetail = z.infer<typeof swsProductDetail>;

export const specCellRow = z.object({
  key: z.string(),
  label: z.string(),
  type: z.enum(['number', 'choice', 'text']),
  unit: z.string().nullable(),
  value: specValue.nullable(),
});
export const swsSpecsAnswer = z.object({ product_id: z.number().int(), kind: z.enum(SPEC_KINDS), specs: z.array(specCellRow) });
export type SwsSpecsAnswer = z.infer<typeof swsSpecsAnswer>;

// --- Stock of one item: receive, issue or count, by the marine stock rules
export const STOCK_ACTIONS = ['receive', 'issue', 'count'] as const;
export type StockAction = (typeof STOCK_ACTIONS)[number];
export const STOCK_ACTION_LABEL: Record<StockAction, string> = { receive: 'Receive', issue: 'Issue', count: 'Count' };
/** The reasons an action may give (the first is its default); a count's is always 'count'. */
export const REASONS_BY_ACTION: Record<StockAction, readonly Reason[]> = {
  receive: REASONS_BY_INOUT.in,
  issue: REASONS_BY_INOUT.out,
  count: ['count'],
};

export const swsStockCreate = z
  .strictObject({
    item_id: id('an item'),
    action: z.enum(STOCK_ACTIONS, { error: 'action must be receive, issue or count' }),
    /** receive / issue: how many (at least 1); count: the counted on hand (0 allowed). */
    quantity: int(0, 1_000_000),
    reason: z
      .enum(['received', 'sold', 'returned', 'damaged', 'correction', 'count'], {
        error: 'reason must be one of: received, sold, returned, damaged, correction, count',
      })
      .optional(),
    reference: optionalText(200),
  })
  .refine((b) => b.action === 'count' || b.quantity >= 1, { error: 'Please input a quantity of at least 1', path: ['quantity'] })
  .refine((b) => !b.reason || REASONS_BY_ACTION[b.action].includes(b.reason), {
    error: 'This reason does not fit the action',
    path: ['reason'],
  });
export type SwsStockCreate = z.infer<typeof swsStockCreate>;
/** What a stock call answers: the ledger row it wrote (null when a count matched on hand) and the item's levels. */
export const swsStockAnswer = z.object({
  id: z.number().int().nullable(),
  item_id: z.number().int(),
  on_hand: z.number().int(),
  reserved: z.number().int(),
  available: z.number().int(),
});
export const swsStockHistoryQuery = stockMutationQuery.omit({ item: true });
