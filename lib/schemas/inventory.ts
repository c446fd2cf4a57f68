// IT inventory (issue 15): the save body of POST /api/user/inventory, the event body of
// POST /api/user/inventory/history/{id}, the list query and the answers. Client-safe: the asset dialog and
// the check-out and check-in dialogs check what they send with these same schemas.
import { z } from 'zod';
import { today } from '@/lib/format/dates';
import { ASSET_CATEGORIES, ASSET_STATUSES, CHECKIN_STATUSES, CONDITIONS, HISTORY_EVENTS, SETTABLE_STATUSES } from '@/lib/rules/inventory';
import { dayText, instantText } from '@/lib/schemas/answers';
import { csvHeader } from '@/lib/schemas/csv';
import { day, id, idFilter, text } from '@/lib/schemas/fields';
import { listQuery } from '@/lib/schemas/list';
import { money, optText } from '@/lib/schemas/purchase';

const TAG_HINT = '2-40 capital letters, digits, dashes, dots or slashes (e.g. LAP-0042)';

const assetTag = z
  .string({ error: 'Please input asset tag' })
  .trim()
  .min(1, { error: 'Please input asset tag' })
  .transform((v) => v.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9][A-Z0-9./-]{1,39}$/, { error: `Asset tag: ${TAG_HINT}` }));

/** Why a save of an existing asset may not carry a status. */
export const STATUS_BY_EVENT = 'Change the status of an existing asset with a status change, a check-out or a check-in';

const optDay = (label: string) => day(label).nullish();

export const assetSave = z
  .strictObject({
    /** With an id the asset is updated, else created. */
    id: id('an asset').optional(),
    asset_tag: assetTag,
    category: z.enum(ASSET_CATEGORIES, { error: 'Please choose a category' }),
    model: text(120),
    serial: optText('Serial', 80),
    purchase_date: optDay('purchase date').refine((v) => !v || v <= today(), { error: 'The purchase date may not be in the future' }),
    /** In IDR. */
    purchase_cost: money('purchase cost').nullish(),
    warranty_end: optDay('warranty end'),
    base_id: id('a base').nullish(),
    location: optText('Location', 120),
    notes: optText('Notes', 2000),
    /** A new asset's status (deployable unless said); afterwards it changes through history events only. */
    status: z.enum(SETTABLE_STATUSES, { error: 'A new asset is deployable, in repair or retired' }).optional(),
  })
  .refine((v) => v.id === undefined || v.status === undefined, {
    error: STATUS_BY_EVENT,
    path: ['status'],
  })
  .refine((v) => !v.purchase_date || !v.warranty_end || v.warranty_end >= v.purchase_date, {
    error: 'The warranty may not end before the purchase date',
    path: ['warranty_end'],
  });
export type AssetSave = z.infer<typeof assetSave>;

const note = optText('Note', 1000);

export const checkoutEvent = z.strictObject({
  event: z.literal('checkout'),
  user_id: id('a staff member'),
  expected_return: optDay('expected return').refine((v) => !v || v >= today(), {
    error: 'The expected return may not be in the past',
  }),
  note,
});

export const checkinEvent = z.strictObject({
  event: z.literal('checkin'),
  condition: z.enum(CONDITIONS, { error: 'Please choose the condition: good, fair or damaged' }),
  /** Back on the shelf, or to repair. */
  status: z.enum(CHECKIN_STATUSES, { error: 'A returned asset is deployable or in repair' }).default('deployable'),
  note,
});

export const statusEvent = z.strictObject({
  event: z.literal('status'),
  status: z.enum(SETTABLE_STATUSES, { error: 'Please choose deployable, in repair or retired (check-out deploys an asset)' }),
  note,
});

export const assetEvent = z.discriminatedUnion('event', [checkoutEvent, checkinEvent, statusEvent], {
  error: 'Please choose an event: checkout, checkin or status',
});
export type AssetEvent = z.infer<typeof assetEvent>;

export const INVENTORY_SORT = [
  'id',
  'asset_tag',
  'category',
  'model',
  'status',
  'purchase_date',
  'purchase_cost',
  'warranty_end',
  'expected_return',
  'updated_at',
] as const;

export { INVENTORY_LIST } from './list-defaults';

export const inventoryQuery = listQuery(INVENTORY_SORT).extend({
  status: z.enum(ASSET_STATUSES, { error: `status must be one of: ${ASSET_STATUSES.join(', ')}` }).optional(),
  category: z.enum(ASSET_CATEGORIES, { error: `category must be one of: ${ASSET_CATEGORIES.join(', ')}` }).optional(),
  /** A staff user's id: the assets they hold. */
  holder: idFilter,
  base: idFilter,
});
export type InventoryQuery = z.infer<typeof inventoryQuery>;

const person = z.object({ id: z.number().int(), name: z.string() }).nullable();

/** The fields in the order of the CSV export (server/resources/inventory/export.ts), which drops the ids and times. */
export const assetRow = z.object({
  id: z.number().int(),
  asset_tag: z.string(),
  category: z.enum(ASSET_CATEGORIES),
  model: z.string(),
  serial: z.string().nullable(),
  status: z.enum(ASSET_STATUSES),
  holder_id: z.number().int().nullable(),
  holder: person,
  expected_return: dayText.nullable(),
  base_id: z.number().int().nullable(),
  base: z.object({ id: z.number().int(), short_name: z.string(), name: z.string() }).nullable(),
  location: z.string().nullable(),
  purchase_date: dayText.nullable(),
  purchase_cost: z.number().nullable().meta({ description: 'In IDR' }).register(csvHeader, { header: 'purchase_cost_idr' }),
  warranty_end: dayText.nullable(),
  notes: z.string().nullable(),
  created_at: instantText,
  updated_at: instantText,
});
export type AssetRow = z.infer<typeof assetRow>;

export const historyRow = z.object({
  id: z.number().int(),
  event: z.enum(HISTORY_EVENTS),
  /** Who did it. */
  by_user: person,
  /** Who holds (checkout) or held (checkin) the asset. */
  for_user: person,
  from_status: z.enum(ASSET_STATUSES).nullable(),
  to_status: z.enum(ASSET_STATUSES).nullable(),
  note: z.string().nullable(),
  condition: z.enum(CONDITIONS).nullable(),
  expected_return: dayText.nullable(),
  at: instantText,
});
export type HistoryRow = z.infer<typeof historyRow>;

/** GET /api/user/inventory/{id}: the asset with its history, newest first. */
export const assetDetail = assetRow.extend({ history: z.array(historyRow) });
export type AssetDetail = z.infer<typeof assetDetail>;

/** What an event answers: the asset's new status and holder, and the history row written. */
export const eventAnswer = z.object({
  id: z.number().int(),
  status: z.enum(ASSET_STATUSES),
  holder_id: z.number().int().nullable(),
  history_id: z.number().int(),
});
