// The backlog of the backlog & help widget (issue 15, spec 7): GET /api/backlog, GET /api/backlog/{id},
// POST /api/backlog (id 0 or absent creates, another id updates) and POST /api/backlog/comment/{id}.
// One shared team backlog: every signed-in staff member reads every item but removed ones (status 100,
// which answer 404 as if gone) and may comment; only the author, root and admin edit an item or a comment.
import type { z } from 'zod';
import { isSuperRole } from '@/lib/access/roles';
import type { Prisma } from '@/lib/generated/prisma/client';
import {
  BACKLOG_STATUS,
  type BacklogCategory,
  type BacklogQuery,
  backlogQuery,
  backlogRow,
  backlogSave,
  type commentSave,
  NAMED_CONTEXTS,
} from '@/lib/schemas/backlog';
import type { CurrentUser } from '@/server/auth/user';
import type { Client } from '@/server/crud/model';
import { crud, defineResource } from '@/server/crud/resource';
import { badRequest, forbidden, notFound } from '@/server/http/errors';

/** The context filter (spec 2) as a where on path: a named context also covers its sub-screens (purchase_new). */
function contextWhere(context: BacklogQuery['path']): Prisma.BacklogItemWhereInput {
  if (!context || context === 'all') return {};
  if (context === 'other') return { NOT: { OR: NAMED_CONTEXTS.flatMap((c) => [{ path: c }, { path: { startsWith: `${c}_` } }]) } };
  return { OR: [{ path: context }, { path: { startsWith: `${context}_` } }] };
}

const mayEdit = (user: CurrentUser, authorId: number) => user.id === authorId || isSuperRole(user.role);

export const backlog = defineResource({
  path: '/api/backlog',
  tag: 'Backlog & help',
  label: 'backlog item',
  permission: 'backlog',
  model: 'backlogItem',
  row: backlogRow,
  create: backlogSave,
  update: backlogSave,
  query: backlogQuery,
  remove: false,
  select: {
    id: true,
    user_id: true,
    category: true,
    path: true,
    title: true,
    description: true,
    status: true,
    priority: true,
    created: true,
    updated_at: true,
    user: { select: { name: true } },
    _count: { select: { comments: { where: { status: 1 } } } },
  },
  search: ['title', 'description'],
  defaultSort: { field: 'created', order: 'desc' },
  defaultOrder: [{ created: 'desc' }, { id: 'desc' }],
  // Removed items are gone for everyone: not listed, and their id answers 404.
  scope: () => ({ status: { not: BACKLOG_STATUS.removed } }),
  where: (q) => ({
    ...(q.status !== undefined ? { status: q.status } : {}),
    ...(q.category ? { category: q.category } : {}),
    ...(q.user ? { user_id: q.user } : {}),
    ...contextWhere(q.path),
  }),
  toRow: ({ user_id, user, _count, ...r }) => ({
    ...r,
    category: r.category as BacklogCategory,
    user: user_id,
    user_name: user.name,
    comments_count: _count.comments,
  }),
  toCreate: ({ id: _id, user: _user, ...body }, { user }) => ({ ...body, user_id: user.id }),
  toUpdate: async ({ id: _id, user: _user, ...body }, { db, user, id }) => {
    const item = await db.backlogItem.findUniqueOrThrow({ where: { id }, select: { user_id: true } });
    if (!mayEdit(user, item.user_id)) throw forbidden('Only the author of this item, root or admin may edit it; add a comment instead');
    return body;
  },
});

const service = crud(backlog);

/** POST /api/backlog: creates when id is 0 or absent, else updates that item (the author, root or admin). */
export function saveBacklogItem(db: Client, user: CurrentUser, body: z.output<typeof backlogSave>) {
  return body.id ? service.update(db, body.id, body, user) : service.create(db, body, user);
}

const commentSelect = {
  id: true,
  backlog_id: true,
  comment: true,
  status: true,
  user_id: true,
  created: true,
  updated_at: true,
  user: { select: { name: true } },
} satisfies Prisma.BacklogCommentSelect;

/** The item with its shown comments, oldest first. */
export async function getBacklogItem(db: Client, id: number, user: CurrentUser) {
  const item = await service.get(db, id, user);
  const comments = await db.backlogComment.findMany({
    where: { backlog_id: id, status: 1 },
    orderBy: [{ created: 'asc' }, { id: 'asc' }],
    select: commentSelect,
  });
  return {
    ...item,
    comments: comments.map(({ backlog_id, user_id, user: author, ...c }) => ({
      ...c,
      backlog: backlog_id,
      user: user_id,
      user_name: author.name,
    })),
  };
}

const itemMissing = (id: number) => notFound(`backlog item ${id} not found`);

async function assertItemOpen(db: Client, id: number) {
  const item = await db.backlogItem.findUnique({ where: { id }, select: { status: true } });
  if (!item || item.status === BACKLOG_STATUS.removed) throw itemMissing(id);
}

/**
 * POST /api/backlog/comment/{id}: the path id (spec 5: an integer, 0 when it is not one) and the body's id
 * name the comment; 0 adds one to `backlog`, another id edits or withdraws (status 0) that comment.
 */
export async function saveComment(db: Client, user: CurrentUser, pathId: number, body: z.output<typeof commentSave>) {
  const bodyId = body.id ?? 0;
  if (pathId && bodyId && pathId !== bodyId)
    throw badRequest(`The comment id in the path (${pathId}) and in the body (${bodyId}) differ`, {
      id: 'Send the same comment id in both',
    });
  const id = pathId || bodyId;
  if (!id) {
    if (!body.backlog) throw badRequest('Please choose the backlog item', { backlog: 'Please choose the backlog item' });
    if (body.status !== 1) throw badRequest('A new comment is shown: status 1', { status: 'A new comment is shown: status 1' });
    await assertItemOpen(db, body.backlog);
    const created = await db.backlogComment.create({
      data: { backlog_id: body.backlog, user_id: user.id, comment: body.comment, status: 1 },
      select: { id: true },
    });
    return { id: created.id };
  }
  const current = await db.backlogComment.findUnique({ where: { id }, select: { backlog_id: true, user_id: true } });
  if (!current) throw notFound(`comment ${id} not found`);
  await assertItemOpen(db, current.backlog_id);
  if (body.backlog && body.backlog !== current.backlog_id)
    throw badRequest(`Comment ${id} belongs to backlog item ${current.backlog_id}; a comment cannot move`, {
      backlog: 'A comment stays on its item',
    });
  if (!mayEdit(user, current.user_id)) throw forbidden('Only the author of this comment, root or admin may change it');
  await db.backlogComment.update({ where: { id }, data: { comment: body.comment, status: body.status }, select: { id: true } });
  return { id };
}
