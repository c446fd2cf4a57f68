// The approval workflow (contract 'Calls'): status 0 -> the lead (or admin/root) approves to 1 or rejects
// to 99; status 1 -> finance (or admin/root) approves to 2 or rejects to 99 and becomes the approver.
// Out of order or a stale version answers 409; the wrong person 403. Each step writes history.
import { isSuperRole } from '@/lib/access/roles';
import { type HistoryAction, PURCHASE_STATUS, REQUEST_ACTIVE } from '@/lib/rules/purchase-status';
import type { CurrentUser } from '@/server/auth/user';
import type { Tx } from '@/server/db';
import { forbidden } from '@/server/http/errors';
import { notifyPurchaseStep } from '@/server/notify/purchase-notices';
import { changed, isFinance, lockVisible } from './access';
import { writeHistory } from './history';

export type Decision = 'approve' | 'reject';

export async function decide(
  tx: Tx,
  user: CurrentUser,
  id: number,
  decision: Decision,
  body: { comment: string | null | undefined; version: number },
) {
  const head = await lockVisible(tx, user, id);
  const step = head.status;
  if (head.status_request !== REQUEST_ACTIVE || (step !== PURCHASE_STATUS.approvalPic && step !== PURCHASE_STATUS.approvalFinance))
    throw changed();
  if (body.version !== head.version) throw changed();
  const pic = step === PURCHASE_STATUS.approvalPic;
  if (pic && head.lead_id !== user.id && !isSuperRole(user.role))
    throw forbidden(`Only the PIC (lead) of this request may ${decision} it at this step`);
  if (!pic && !isFinance(user)) throw forbidden(`Only finance may ${decision} this request at this step`);

  const approve = decision === 'approve';
  const to = approve ? (pic ? PURCHASE_STATUS.approvalFinance : PURCHASE_STATUS.payment) : PURCHASE_STATUS.rejected;
  // The row is locked, but the version check in the update keeps the step atomic on its own too.
  const { count } = await tx.purchase.updateMany({
    where: { id, version: head.version, status: step, status_request: REQUEST_ACTIVE },
    data: { status: to, version: { increment: 1 }, ...(pic ? {} : { approver_id: user.id }) },
  });
  if (count !== 1) throw changed();
  const action: HistoryAction = `${approve ? 'approved' : 'rejected'}_${pic ? 'pic' : 'finance'}`;
  await writeHistory(tx, id, user, action, step, to, body.comment ?? null);
  notifyPurchaseStep(user, id, action, body.comment ?? null);
  return { id, status: to, version: head.version + 1 };
}
