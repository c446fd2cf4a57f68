// What a purchase request's step tells whom (issue 16): the next approver(s), as the purchase list's
// 'waiting' scope finds them (the lead at status 0, finance at 1 and 2), and the creator, how far the
// request has come. The person who took the step is not told.
import { type HistoryAction, purchaseReference } from '@/lib/rules/purchase-status';
import type { CurrentUser } from '@/server/auth/user';
import { db } from '@/server/db';
import { FINANCE_ROLE } from '@/server/resources/purchase/access';
import { type Delivery, notifyAfterAnswer } from './notify';
import { activeUsersOf, others } from './recipients';

/** A history action of the workflow, or 'complete' (the last instalment paid); other actions tell nobody. */
export type PurchaseStep = HistoryAction | 'complete';

async function deliveries(actor: CurrentUser, id: number, step: PurchaseStep, comment: string | null): Promise<Delivery[]> {
  const p = await db.purchase.findUnique({
    where: { id },
    select: { id: true, created_at: true, company: true, user_id: true, lead_id: true, user: { select: { name: true } } },
  });
  if (!p) return [];
  const ref = purchaseReference(p.id, p.created_at);
  const link = `/purchase/${p.id}`;
  const by = `${p.company}: ${step === 'created' ? `requested by ${p.user.name}` : `by ${actor.name}`}`;
  const note = comment ? `${by} ("${comment}")` : by;
  const notice = (title: string, body = note) => ({ kind: 'purchase', title, body, link });
  const creator = (title: string): Delivery => ({ userIds: others([p.user_id], actor.id), notice: notice(title) });
  const finance = async (title: string): Promise<Delivery> => ({
    userIds: others(await activeUsersOf([FINANCE_ROLE]), actor.id),
    notice: notice(title),
  });
  switch (step) {
    case 'created':
      return [{ userIds: others([p.lead_id], actor.id), notice: notice(`${ref} waiting for your approval`) }];
    case 'approved_pic':
    case 'approved_finance': {
      const pic = step === 'approved_pic';
      return [
        creator(`${ref} approved by ${pic ? 'PIC: waiting for Finance' : 'Finance: waiting for payment'}`),
        await finance(`${ref} waiting for ${pic ? 'your approval' : 'payment'}`),
      ];
    }
    case 'rejected_pic':
    case 'rejected_finance':
      return [creator(`${ref} rejected by ${step === 'rejected_pic' ? 'PIC' : 'Finance'}`)];
    case 'complete':
      return [creator(`${ref} complete: fully paid`)];
    default:
      return [];
  }
}

/** After the step's transaction commits, tells the next approver(s) and the creator. */
export function notifyPurchaseStep(actor: CurrentUser, id: number, step: PurchaseStep, comment: string | null = null) {
  notifyAfterAnswer(() => deliveries(actor, id, step, comment));
}
