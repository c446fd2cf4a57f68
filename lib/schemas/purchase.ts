// Purchase requests (docs/purchase-contract.md): request bodies and list queries, shared by the API and
// the screens. Client-safe: no server imports.
import { z } from 'zod';
import { CURRENCIES, hasCents, MAX_MONEY, MONEY_FORMAT_HINT, WHOLE_RUPIAH_HINT } from '@/lib/rules/money';
import { isPhone, normalisePhone } from '@/lib/rules/phone';
import { PURCHASE_STATUSES } from '@/lib/rules/purchase-status';
import { day, INT4_MAX, id, instant, int, rowVersion, text } from './fields';
import { listQuery } from './list';

export const MAX_TENOR = 120;
export const MAX_QUANTITY = 1_000_000;
export const MAX_UNIT_PRICE = 1_000_000_000_000;

/** An amount in major units, 0 or more, with at most 2 decimals. */
export const money = (label: string, max = MAX_MONEY) =>
  z
    .number({ error: (iss) => (iss.input === undefined ? `Please input ${label}` : `Cannot read the ${label}: ${MONEY_FORMAT_HINT}`) })
    .min(0, { error: `The ${label} may not be negative` })
    .max(max, { error: `The ${label} may be at most ${max}` })
    .refine(hasCents, { error: `The ${label} may have at most 2 decimals` });

/** Optional text: '' and null clear it (null), a missing key stays undefined (so an update leaves it). */
export const optText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} may have at most ${max} characters` })
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null));

const phone = z
  .string({ error: 'company_phone must be text' })
  .nullish()
  .transform((v) => (v === undefined ? undefined : normalisePhone(v)))
  .refine((v) => v == null || isPhone(v), { error: 'Please input a phone number such as 0812 3456 7890' });

export const purchaseItemInput = z.strictObject({
  name: text('item name', 200),
  amount: money('item price', MAX_UNIT_PRICE),
  quantity: int(1, MAX_QUANTITY),
});

const requestFields = {
  company: text(200),
  company_phone: phone,
  company_address: optText('company_address', 500),
  lead_id: id('a PIC (lead)'),
  currency: z.enum(CURRENCIES, { error: 'currency must be IDR or USD' }).default('IDR'),
  notes: optText('notes', 5000),
  amount_additional: money('additional amount').default(0),
  amount_additional_text: optText('amount_additional_text', 200),
  amount_discount: money('discount').default(0),
  amount_discount_text: optText('amount_discount_text', 200),
  payment_type: z.union([z.literal(0), z.literal(1)], { error: 'payment_type must be 0 (single) or 1 (recurring)' }),
  payment_type_tenor: int('payment_type_tenor', 1, MAX_TENOR).optional(),
  payment_due_date: day('payment_due_date').nullish(),
  payment_due_date_single: day('payment_due_date_single').nullish(),
  payment_info: optText('payment_info', 2000),
  attachments: z
    .array(z.uuid({ error: 'attachments must be upload ids' }), { error: 'attachments must be a list of upload ids' })
    .max(50)
    .optional(),
  items: z.array(purchaseItemInput, { error: 'Please add at least one item' }).min(1, { error: 'Please add at least one item' }).max(200),
};

/** POST /api/purchase. A recurring payment needs its first due date. */
export const purchaseCreate = z.strictObject(requestFields).superRefine((v, ctx) => {
  if (v.payment_type === 1 && !v.payment_due_date)
    ctx.addIssue({ code: 'custom', path: ['payment_due_date'], message: 'Please input the first due date of a recurring payment' });
});
export type PurchaseCreate = z.output<typeof purchaseCreate>;

/**
 * PUT /api/purchase/{id}: any field of the create body; `items`, when given, replace the request's items.
 * `version`, when given, must be the request's current version (else 409).
 */
export const purchaseUpdate = z.strictObject({
  company: requestFields.company.optional(),
  company_phone: requestFields.company_phone,
  company_address: requestFields.company_address.optional(),
  lead_id: requestFields.lead_id.optional(),
  currency: z.enum(CURRENCIES, { error: 'currency must be IDR or USD' }).optional(),
  notes: requestFields.notes,
  amount_additional: money('additional amount').optional(),
  amount_additional_text: requestFields.amount_additional_text,
  amount_discount: money('discount').optional(),
  amount_discount_text: requestFields.amount_discount_text,
  payment_type: requestFields.payment_type.optional(),
  payment_type_tenor: requestFields.payment_type_tenor,
  payment_due_date: requestFields.payment_due_date,
  payment_due_date_single: requestFields.payment_due_date_single,
  payment_info: requestFields.payment_info,
  attachments: requestFields.attachments,
  items: requestFields.items.optional(),
  version: rowVersion().optional(),
});
export type PurchaseUpdate = z.output<typeof purchaseUpdate>;

/**
 * The screens' forms take IDR amounts in whole rupiah (WHOLE_RUPIAH_HINT), each refusal on its own field,
 * together with every other field's message: it runs on what was sent even when other fields failed.
 */
function wholeRupiah(v: unknown, ctx: z.RefinementCtx) {
  const body = (v ?? {}) as { currency?: unknown; items?: unknown; amount_additional?: unknown; amount_discount?: unknown };
  if (body.currency !== 'IDR') return;
  const refuse = (path: (string | number)[], n: unknown) => {
    if (typeof n === 'number' && Number.isFinite(n) && !Number.isInteger(n))
      ctx.addIssue({ code: 'custom', path, message: WHOLE_RUPIAH_HINT });
  };
  const items = Array.isArray(body.items) ? (body.items as { amount?: unknown }[]) : [];
  for (const [i, item] of items.entries()) refuse(['items', i, 'amount'], item?.amount);
  refuse(['amount_additional'], body.amount_additional);
  refuse(['amount_discount'], body.amount_discount);
}
const always = { when: () => true };

/** The new-request form's check: the API's, and IDR in whole rupiah. */
export const purchaseCreateForm = purchaseCreate.superRefine(wholeRupiah, always);
/** The edit form's check (its body carries the request's currency). */
export const purchaseUpdateForm = purchaseUpdate.superRefine(wholeRupiah, always);

export const PURCHASE_SCOPES = ['mine', 'waiting', 'all'] as const;

export const purchaseQuery = listQuery(['id', 'created_at', 'updated_at', 'company', 'status', 'items_amount']).extend({
  scope: z.enum(PURCHASE_SCOPES, { error: 'scope must be mine, waiting or all' }).default('mine'),
  status: z.coerce
    .number({ error: 'status must be one of 0, 1, 2, 3, 99' })
    .refine((v) => (PURCHASE_STATUSES as readonly number[]).includes(v), { error: 'status must be one of 0, 1, 2, 3, 99' })
    .optional(),
});
export type PurchaseQuery = z.output<typeof purchaseQuery>;

const version = z
  .number({ error: 'Please send the version of the request you loaded' })
  .int({ error: 'version must be a whole number' })
  .min(1, { error: 'version must be at least 1' })
  .max(INT4_MAX);

export const approveBody = z.strictObject({ comment: optText('comment', 2000), version });
export const rejectBody = z.strictObject({ comment: text('a reason for the rejection', 2000), version });

/** ?purchase= of the item, payment and history lists (required). */
const purchaseFilter = z.coerce
  .number({ error: 'Please choose a purchase request' })
  .int({ error: 'Please choose a purchase request' })
  .positive({ error: 'Please choose a purchase request' })
  .max(INT4_MAX, { error: 'Unknown purchase request' });

export const purchaseChildQuery = listQuery(['id']).extend({ purchase: purchaseFilter });
/** ?purchase= on PUT/DELETE of an item or payment: optional; when given it must be the row's request. */
export const purchaseChildItemQuery = z.strictObject({ purchase: purchaseFilter.optional() });

export const purchaseItemCreate = purchaseItemInput.extend({ purchase_id: id('a purchase request') });
export const purchaseItemUpdate = purchaseItemInput.partial();

export const purchasePaymentCreate = z.strictObject({
  purchase_id: id('a purchase request'),
  amount: money('amount').refine((v) => v > 0, { error: 'The amount must be more than 0' }),
  due_date: day('due_date').nullish(),
  notes: optText('notes', 2000),
});

/** PUT /api/purchase/payment/{id}: records the payment of an instalment. */
export const purchasePaymentRecord = z.strictObject({
  paid_at: instant('paid_at'),
  paid_amount: money('amount paid').refine((v) => v > 0, { error: 'The amount paid must be more than 0' }),
  reference: text('the transfer reference', 200),
  notes: optText('notes', 2000),
});

export const purchaseRegenerate = z.strictObject({
  tenor: int(1, MAX_TENOR).optional(),
  first_due_date: day('first_due_date').optional(),
});

export const purchaseHistoryCreate = z.strictObject({ purchase_id: id('a purchase request'), comment: text('a comment', 2000) });
