// The backlog & help widget (issue 15; spec 2, 3, 4, 5, 7): backlog items, their comments and help entries.
// Requests, the answer rows, the statuses and the context filter. Client-safe.
import { z } from 'zod';
import { SCREENS, screenForPath } from '@/lib/access/menu';
import { instantText } from '@/lib/schemas/answers';
import { INT4_MAX, int, optionalText, sentence, text } from '@/lib/schemas/fields';
import { listQuery } from '@/lib/schemas/list';

/** Spec 4, backlog status. */
export const BACKLOG_STATUS = { new: 0, inProgress: 1, done: 2, archived: 99, removed: 100 } as const;
export type BacklogStatus = (typeof BACKLOG_STATUS)[keyof typeof BACKLOG_STATUS];
export const BACKLOG_STATUS_TEXT: Record<BacklogStatus, string> = {
  0: 'New',
  1: 'In progress',
  2: 'Done',
  99: 'Archived',
  100: 'Removed',
};
export const BACKLOG_STATUSES = Object.values(BACKLOG_STATUS) as BacklogStatus[];
/** Choosing these on edit asks for confirmation first (spec 4). */
export const CONFIRMED_STATUSES: readonly BacklogStatus[] = [BACKLOG_STATUS.archived, BACKLOG_STATUS.removed];

export const BACKLOG_CATEGORIES = ['ISSUE', 'IDEA'] as const;
export type BacklogCategory = (typeof BACKLOG_CATEGORIES)[number];

export const PRIORITY_TEXT = ['Low', 'Normal', 'High', 'Urgent'] as const;

/** The widget's tabs (spec 2): the status each one lists. */
export const BACKLOG_TABS = [
  { value: 'new', label: 'ISSUE / IDEA', status: BACKLOG_STATUS.new },
  { value: 'inprogress', label: 'INPROGRESS', status: BACKLOG_STATUS.inProgress },
  { value: 'done', label: 'DONE', status: BACKLOG_STATUS.done },
] as const;

/** Spec 2's context filter, value and label as written there (a value without a label is its own label). */
export const BACKLOG_CONTEXTS = [
  { value: 'all', label: 'all' },
  { value: 'flight-airport', label: 'Airport' },
  { value: 'flight-area-base', label: 'Area & Base' },
  { value: 'flight-booking-manifest', label: 'Booking & Manifest' },
  { value: 'flight-charter', label: 'Charter' },
  { value: 'flight-fleet', label: 'Fleet / Aircrafts' },
  { value: 'flight-pilot', label: 'Crew / Pilot' },
  { value: 'flight-route-schedule', label: 'Route & Schedules' },
  { value: 'website-news', label: 'Web - News' },
  { value: 'marine-product', label: 'marine-product' },
  { value: 'marine-warehouse', label: 'marine-warehouse' },
  { value: 'marine-transaction', label: 'marine-transaction' },
  { value: 'watersports-product', label: 'watersports-product' },
  { value: 'watersports-transaction', label: 'watersports-transaction' },
  { value: 'purchase', label: 'Purchase / Finance' },
  { value: 'customer', label: 'customer' },
  { value: 'user-manager', label: 'user-manager' },
  { value: 'inventory', label: 'inventory' },
  { value: 'other', label: 'other' },
] as const;
export type BacklogContext = (typeof BACKLOG_CONTEXTS)[number]['value'];
const CONTEXT_VALUES = BACKLOG_CONTEXTS.map((c) => c.value) as [BacklogContext, ...BacklogContext[]];
/** The contexts that name screens ('all' and 'other' do not). */
export const NAMED_CONTEXTS = CONTEXT_VALUES.filter((v) => v !== 'all' && v !== 'other');

/**
 * The context an item's path (a route name) belongs to: the named context it equals or extends with '_'
 * ('purchase_new' is Purchase), else 'other' (the Overview, Careers, the scrapbook...).
 */
export function contextOf(path: string): BacklogContext {
  return NAMED_CONTEXTS.find((c) => path === c || path.startsWith(`${c}_`)) ?? 'other';
}

/** How a path reads on screen: its context's label, else the title of the screen it names, else the path. */
export function contextLabel(path: string): string {
  const context = contextOf(path);
  if (context !== 'other') return BACKLOG_CONTEXTS.find((c) => c.value === context)?.label ?? path;
  return Object.values(SCREENS).find((s) => s.routeName === path)?.title ?? path;
}

/** Spec 5: a comment id is parsed as an integer, falling back to 0 (a new comment). */
export function parseCommentId(value: unknown): number {
  const n = typeof value === 'number' ? Math.trunc(value) : Number.parseInt(String(value ?? ''), 10);
  return Number.isFinite(n) && n > 0 ? n : 0;
}
const commentId = z.preprocess(parseCommentId, z.number().int().min(0).max(INT4_MAX, { error: 'Unknown comment' }));

/** A screen's route name (lib/access/menu.ts routeName), e.g. flight-fleet or purchase_new. */
const routeName = (label: string) =>
  z
    .string({ error: `${sentence(label)} must be a screen's route name` })
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9][a-z0-9_-]{0,59}$/, { error: `${sentence(label)} must be a screen's route name, e.g. flight-fleet` });

const status = z.number({ error: 'Please choose a status' }).refine((v): v is BacklogStatus => (BACKLOG_STATUSES as number[]).includes(v), {
  error: 'Status must be 0 (new), 1 (in progress), 2 (done), 99 (archived) or 100 (removed)',
});

/**
 * POST /api/backlog (spec 7): id 0 or absent creates, another id updates that item. `user` is in the spec's
 * payload; the author is always the signed-in user, so a value sent is ignored.
 */
export const backlogSave = z.strictObject({
  id: z.number({ error: 'id must be a number (0 for a new item)' }).int().min(0).max(INT4_MAX).optional(),
  user: z.number().int().nullish(),
  category: z.enum(BACKLOG_CATEGORIES, { error: 'Please choose ISSUE or IDEA' }),
  path: routeName('path').default('other'),
  title: text(200),
  description: optionalText(5000),
  status: status.default(BACKLOG_STATUS.new),
  priority: int(0, 3).default(1),
});
export type BacklogSave = z.input<typeof backlogSave>;

export const backlogQuery = listQuery(['id', 'title', 'priority', 'status', 'created']).extend({
  order: z.enum(['asc', 'desc'], { error: 'order must be asc or desc' }).default('desc'),
  /** One status; without it every status but removed. Removed items are never listed. */
  status: z.coerce
    .number({ error: 'status must be 0, 1, 2 or 99' })
    .refine((v) => [0, 1, 2, 99].includes(v), { error: 'status must be 0, 1, 2 or 99 (removed items are not listed)' })
    .optional(),
  category: z.enum(BACKLOG_CATEGORIES, { error: 'category must be ISSUE or IDEA' }).optional(),
  /** The context filter (spec 2): 'all' is no filter, 'other' every path no named context covers. */
  path: z.enum(CONTEXT_VALUES, { error: `path must be one of: ${CONTEXT_VALUES.join(', ')}` }).optional(),
  /** Items filed by this user id. */
  user: z.coerce.number().int().positive().max(INT4_MAX).optional(),
});
export type BacklogQuery = z.output<typeof backlogQuery>;

export const backlogRow = z.object({
  id: z.number().int(),
  user: z.number().int(),
  user_name: z.string(),
  category: z.enum(BACKLOG_CATEGORIES),
  path: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  status: z.number().int(),
  priority: z.number().int(),
  created: instantText,
  updated_at: instantText,
  comments_count: z.number().int(),
});
export type BacklogRow = z.infer<typeof backlogRow>;

export const backlogCommentRow = z.object({
  id: z.number().int(),
  backlog: z.number().int(),
  comment: z.string(),
  status: z.number().int(),
  user: z.number().int(),
  user_name: z.string(),
  created: instantText,
  updated_at: instantText,
});
export type BacklogCommentRow = z.infer<typeof backlogCommentRow>;

/** GET /api/backlog/{id}: the item with its comments, oldest first (withdrawn ones left out). */
export const backlogDetail = backlogRow.extend({ comments: z.array(backlogCommentRow) });
export type BacklogDetail = z.infer<typeof backlogDetail>;

/** POST /api/backlog/comment/{id}: the path id (and the body's, when sent) 0 adds, another edits that comment. */
export const commentParams = z.strictObject({ id: commentId });
export const commentSave = z.strictObject({
  id: commentId.optional(),
  /** The item commented on: required for a new comment; an edit keeps its item. */
  backlog: z.number({ error: 'Please choose the backlog item' }).int().positive().max(INT4_MAX).optional(),
  comment: text(2000),
  /** 1 shown (spec 3); 0 withdraws the comment. */
  status: z.union([z.literal(0), z.literal(1)], { error: 'Comment status must be 1 (shown) or 0 (withdrawn)' }).default(1),
});
export type CommentSave = z.input<typeof commentSave>;

// Help entries: the 'Help ?' list. Plain text (shown with its line breaks), edited by root and admin.
const helpFields = {
  title: text(120),
  desc: text('description', 4000),
  path: routeName('path').nullish(),
};
export const helpCreate = z.strictObject(helpFields);
export type HelpCreate = z.input<typeof helpCreate>;
export const helpUpdate = z.strictObject(helpFields).partial();
export const helpQuery = listQuery(['id', 'title']);
export const helpRow = z.object({
  id: z.number().int(),
  title: z.string(),
  desc: z.string(),
  path: z.string().nullable(),
  updated_at: instantText,
});
export type HelpRow = z.infer<typeof helpRow>;

/** The route name of the screen at a page path: what a new item's path is filled with ('other' off the menu). */
export function routeNameOf(pathname: string): string {
  const key = screenForPath(pathname);
  return key ? SCREENS[key].routeName : 'other';
}
