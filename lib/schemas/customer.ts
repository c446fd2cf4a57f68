// Customers of the shops (issue 12): the create/update bodies, the list query and the row. A customer's phone
// is stored as international digits, read with their country (server/phone/country-phone.ts; spec 5's
// leading-62 rule for Indonesia); other people's phones (phoneField) by spec 5's rule. Client-safe.
import { z } from 'zod';
import { isPhone, normalisePhone } from '@/lib/rules/phone';
import { instantText } from '@/lib/schemas/answers';
import { optionalText, text } from '@/lib/schemas/fields';
import { listQuery } from '@/lib/schemas/list';

const PHONE_MESSAGE = 'Please input a phone number of 8 to 15 digits (e.g. 0812 3456 7890)';

/** A phone as typed ('+62 812-...', '0812...', '812...'), stored as 62812...; empty is none. */
export const phoneField = z
  .string({ error: 'phone must be text' })
  .max(40, { error: PHONE_MESSAGE })
  .nullish()
  .transform((v) => normalisePhone(v))
  .refine((v) => v === null || isPhone(v), { error: PHONE_MESSAGE });

/** A customer's phone as typed: the server reads it with the customer's country (server/phone); empty is none. */
const typedPhone = z
  .string({ error: 'phone must be text' })
  .trim()
  .max(40, { error: PHONE_MESSAGE })
  .nullish()
  .transform((v) => (v === undefined ? undefined : v || null));

const email = z
  .union([z.literal(''), z.email({ error: 'Please input a valid email' }).trim().toLowerCase().max(320)])
  .nullish()
  .transform((v) => (v ? v : null));

/** ISO 3166 alpha-2; the server checks it names a country of GET /api/country. */
export const countryCode = z
  .string({ error: 'Please choose a country' })
  .trim()
  .regex(/^[A-Za-z]{2}$/, { error: 'Please choose a country (2-letter code, e.g. ID)' })
  .transform((v) => v.toUpperCase());

const customerFields = {
  name: text(120),
  email,
  phone: typedPhone,
  address: optionalText(500),
  city: optionalText(120),
  country: countryCode,
};
export const customerCreate = z.strictObject({ ...customerFields, country: countryCode.default('ID') });
export type CustomerCreate = z.infer<typeof customerCreate>;
export const customerUpdate = z.strictObject(customerFields).partial();

export { CUSTOMER_LIST } from './list-defaults';

export const customerQuery = listQuery(['id', 'name', 'email', 'city', 'created_at']).extend({
  role: z.literal('customer', { error: "role must be 'customer' (staff accounts are under /api/user/admin)" }),
});

export const customerRow = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string(),
  country_name: z.string().nullable(),
  /** The country's calling code, e.g. '62'. */
  calling_code: z.string().nullable(),
  created_at: instantText,
  updated_at: instantText,
  _count: z.object({ orders: z.number().int() }),
});
export type CustomerRow = z.infer<typeof customerRow>;

/** GET /api/user/{id}: the customer with their latest orders across units (the Customer screen). */
export const customerDetail = customerRow.extend({
  orders: z.array(
    z.object({
      id: z.number().int(),
      unit: z.string(),
      status: z.number().int(),
      status_text: z.string(),
      total: z.number().int(),
      created_at: instantText,
    }),
  ),
});
export type CustomerDetail = z.infer<typeof customerDetail>;
