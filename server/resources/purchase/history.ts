// The history of a request: every workflow step writes a row; anyone who can see the request may comment.
import type { HistoryAction } from '@/lib/rules/purchase-status';
import type { CurrentUser } from '@/server/auth/user';
import type { Tx } from '@/server/db';
import { type ChildQuery, type Client, childPage, lockVisible } from './access';

export async function writeHistory(
  tx: Tx,
  purchaseId: number,
  user: CurrentUser,
  action: HistoryAction,
  fromStatus: number | null,
  toStatus: number | null,
  comment: string | null = null,
) {
  const row = await tx.purchaseHistory.create({
    data: { purchase_id: purchaseId, user_id: user.id, action, from_status: fromStatus, to_status: toStatus, comment },
    select: { id: true },
  });
  return row.id;
}

export const historySelect = {
  id: true,
  purchase_id: true,
  user_id: true,
  action: true,
  from_status: true,
  to_status: true,
  comment: true,
  created_at: true,
  user: { select: { name: true } },
} as const;

/** A history row as the API answers it: the user's name instead of the relation. */
export const presentHistory = <H extends { user: { name: string } | null }>({ user: u, ...h }: H) => ({ ...h, user_name: u?.name ?? null });

/** GET /api/purchase/history?purchase=: the request's history, oldest first unless sorted otherwise. */
export function listHistory(client: Client, user: CurrentUser, query: ChildQuery) {
  return childPage(client, user, query, {
    count: (where) => client.purchaseHistory.count({ where }),
    rows: (where, range) =>
      client.purchaseHistory.findMany({
        where,
        orderBy: [{ created_at: query.order }, { id: query.order }],
        select: historySelect,
        ...range,
      }),
    present: presentHistory,
  });
}

/** POST /api/purchase/history: a comment by anyone who can see the request. */
export async function addComment(tx: Tx, user: CurrentUser, body: { purchase_id: number; comment: string }) {
  const head = await lockVisible(tx, user, body.purchase_id);
  return { id: await writeHistory(tx, head.id, user, 'comment', head.status, head.status, body.comment) };
}
