// The purchase API's answers (docs/purchase-contract.md): the request row of the list, its items,
// payments and history, the detail of GET /api/purchase/{id}, and the PIC picker's row.
import { z } from 'zod';
import { instantText } from '@/lib/schemas/answers';

const int = z.number().int();

export const CURRENCIES = ['IDR', 'USD'] as const;
export const currency = z.enum(CURRENCIES);
export type Currency = z.infer<typeof currency>;

/** A row of GET /api/purchase. */
export const purchaseRow = z.object({
  id: int,
  company: z.string(),
  created_at: instantText,
  user_id: int,
  user_name: z.string().nullable(),
  lead_id: int,
  lead_name: z.string().nullable(),
  approver_id: int.nullable(),
  approver_name: z.string().nullable(),
  status_request: int,
  status: int,
  status_paid: int,
  status_text: z.string(),
  currency,
  total: z.number(),
  items_amount: z.number().optional(),
  payment_type: int.optional(),
});
export type PurchaseRow = z.infer<typeof purchaseRow>;

export const purchaseItemRow = z.object({
  id: int,
  purchase_id: int,
  name: z.string(),
  amount: z.number(),
  quantity: z.number(),
  /** amount x quantity. */
  subtotal: z.number(),
});
export type PurchaseItemRow = z.infer<typeof purchaseItemRow>;

export const purchasePaymentRow = z.object({
  id: int,
  purchase_id: int,
  seq: int,
  due_date: z.string().nullable(),
  amount: z.number(),
  paid_at: instantText.nullable(),
  paid_amount: z.number().nullable(),
  reference: z.string().nullable(),
  notes: z.string().nullable(),
});
export type PurchasePaymentRow = z.infer<typeof purchasePaymentRow>;

export const purchaseHistoryRow = z.object({
  id: int,
  purchase_id: int,
  user_id: int.nullable(),
  user_name: z.string().nullable(),
  action: z.string(),
  from_status: int.nullable(),
  to_status: int.nullable(),
  comment: z.string().nullable(),
  created_at: instantText,
});
export type PurchaseHistoryRow = z.infer<typeof purchaseHistoryRow>;

/** GET /api/purchase/{id}. */
export const purchaseDetail = purchaseRow.extend({
  company_phone: z.string().nullable(),
  company_address: z.string().nullable(),
  items_amount: z.number(),
  amount_additional: z.number(),
  amount_additional_text: z.string().nullable(),
  amount_discount: z.number(),
  amount_discount_text: z.string().nullable(),
  notes: z.string().nullable(),
  payment_type: int,
  payment_type_tenor: int,
  payment_due_date: z.string().nullable(),
  payment_due_date_single: z.string().nullable(),
  payment_info: z.string().nullable(),
  attachments: z.array(z.string()).nullable(),
  updated_at: instantText,
  version: int,
  paid: z.number(),
  outstanding: z.number(),
  items: z.array(purchaseItemRow.omit({ purchase_id: true })),
  payments: z.array(purchasePaymentRow),
  history: z.array(purchaseHistoryRow.omit({ purchase_id: true })),
  can: z.object({ edit: z.boolean(), approve: z.boolean(), reject: z.boolean(), pay: z.boolean(), regenerate: z.boolean() }),
});
export type PurchaseDetail = z.infer<typeof purchaseDetail>;

/** A row of GET /api/user/managements (the PIC picker). */
export const managementRow = z.object({ id: int, name: z.string(), email: z.string(), role: z.string(), unit: z.string().nullable() });
export type ManagementRow = z.infer<typeof managementRow>;
