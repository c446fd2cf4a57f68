// Shop orders (marine-trx and the watersports sws/trx share these shapes): the create body, the step/edit
// body, the status tab query and the answers. Money is whole IDR, weight whole grams. Client-safe.
import { z } from 'zod';
import { ORDER_STATUS_TEXT, ORDER_STATUSES, type OrderStatus, type OrderStatusName } from '@/lib/rules/order-status';
import { instantText } from '@/lib/schemas/answers';
import { countryCode, customerRow, phoneField } from '@/lib/schemas/customer';
import { INT4_MAX, id, int, optionalText, rowVersion } from '@/lib/schemas/fields';
import { listQuery } from '@/lib/schemas/list';
import { idr, itemNames } from './catalogue';

/** The units that run a shop on the order pipeline. */

export const orderStatus = z
  .number({ error: 'status must be one of 0-6 or 99' })
  .int()
  .refine((n): n is OrderStatus => (ORDER_STATUSES as readonly number[]).includes(n), { error: 'status must be one of 0-6 or 99' })
  // A refinement is invisible to JSON Schema: the OpenAPI document (and the client's types) list the statuses.
  .meta({ enum: [...ORDER_STATUSES] });
const statusText = z.enum(Object.values(ORDER_STATUS_TEXT) as [OrderStatusName, ...OrderStatusName[]]);

/** An uploaded payment proof (an upload id), or none. */
const paymentProof = z.uuid({ error: 'payment_proof must be an upload id' }).nullish();

export const orderCreate = z.strictObject({
  customer_id: id('a customer'),
  source: z.enum(['web', 'phone'], { error: 'source must be web or phone' }).default('phone'),
  lines: z
    .array(z.strictObject({ item_id: id('an item'), quantity: int(1, 10_000) }), { error: 'Please add the items' })
    .min(1, { error: 'Please add at least one item' })
    .max(100),
  /** Left out: the customer's name, phone, address, city and country. */
  shipping_name: optionalText(120),
  shipping_phone: phoneField,
  shipping_address: optionalText(500),
  shipping_city: optionalText(120),
  shipping_country: countryCode.optional(),
  shipping_cost: idr('shipping cost').default(0),
  payment_proof: paymentProof,
  notes: optionalText(2000),
});
export type OrderCreate = z.infer<typeof orderCreate>;

/** PUT marine-trx/{id}: move the status one step (or cancel) and/or edit notes, courier, tracking, proof. */
export const orderUpdate = z.strictObject({
  version: rowVersion(),
  status: orderStatus.optional(),
  note: optionalText(1000),
  notes: optionalText(2000).optional(),
  courier: optionalText(100).optional(),
  tracking_number: optionalText(100).optional(),
  payment_proof: paymentProof,
});
export type OrderUpdate = z.infer<typeof orderUpdate>;

export const orderStatusParams = z.strictObject({
  status: z.coerce.number().pipe(orderStatus),
});
export const orderQuery = listQuery(['id', 'created_at', 'total', 'updated_at']);
export type OrderQuery = z.infer<typeof orderQuery>;

export const orderRow = z.object({
  id: z.number().int(),
  unit: z.string(),
  customer_id: z.number().int(),
  customer_name: z.string(),
  customer_phone: z.string().nullable(),
  status: orderStatus,
  status_text: statusText,
  source: z.string(),
  shipping_city: z.string().nullable(),
  courier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  subtotal: z.number().int(),
  shipping_cost: z.number().int(),
  total: z.number().int(),
  weight_total: z.number().int(),
  lines_count: z.number().int(),
  version: z.number().int(),
  created_at: instantText,
  updated_at: instantText,
});
export type OrderRow = z.infer<typeof orderRow>;

/** One status tab: its page and the count of every status (the screen's tabs). */
export const orderStatusList = z.object({
  total: z.number().int(),
  data: z.array(orderRow),
  counts: z.record(z.string(), z.number().int()),
});

export const orderLineRow = z.object({
  id: z.number().int(),
  ...itemNames,
  quantity: z.number().int(),
  price: z.number().int(),
  weight: z.number().int(),
  amount: z.number().int(),
});
export const orderHistoryRow = z.object({
  id: z.number().int(),
  user_id: z.number().int().nullable(),
  user_name: z.string().nullable(),
  from_status: orderStatus.nullable(),
  to_status: orderStatus,
  note: z.string().nullable(),
  created_at: instantText,
});
export const orderDetail = orderRow.extend({
  customer: customerRow.pick({ id: true, name: true, email: true, phone: true, address: true, city: true, country: true }),
  shipping: z.object({
    name: z.string(),
    phone: z.string().nullable(),
    address: z.string(),
    city: z.string().nullable(),
    country: z.string(),
    courier: z.string().nullable(),
    tracking_number: z.string().nullable(),
  }),
  payment_proof: z.object({ id: z.string(), url: z.string() }).nullable(),
  notes: z.string().nullable(),
  lines: z.array(orderLineRow),
  history: z.array(orderHistoryRow),
  /** What the pipeline allows next: the one forward step (null at the end) and whether cancel is allowed. */
  can: z.object({ next: orderStatus.nullable(), cancel: z.boolean() }),
});
export type OrderDetail = z.infer<typeof orderDetail>;
/** The watersports detail (spec 8: it answers an object with `response`): the order with response: true. */
export const orderDetailAnswer = orderDetail.extend({ response: z.literal(true) });

const BAD_ORDER_ID = 'The order number must be a whole number from 1';
/** An order id in the path, refused with a message (where a bad id is a 400, not a 404). */
export const orderIdParams = z.strictObject({
  id: z.coerce
    .number({ error: BAD_ORDER_ID })
    .int({ error: BAD_ORDER_ID })
    .positive({ error: BAD_ORDER_ID })
    .max(INT4_MAX, { error: 'No order has that number' }),
});

export const orderStepAnswer = z.object({ id: z.number().int(), status: orderStatus, version: z.number().int() });
