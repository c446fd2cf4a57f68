// Purchase request statuses and their text (spec 4, contract 'Status text'). Client-safe.

export const PURCHASE_STATUS = { approvalPic: 0, approvalFinance: 1, payment: 2, complete: 3, rejected: 99 } as const;
export const PURCHASE_STATUSES = [0, 1, 2, 3, 99] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

export const PAID_STATUS = { unpaid: 0, partly: 1, paid: 2 } as const;

/** status_request: 1 active, 0 archived. */
export const REQUEST_ACTIVE = 1;
export const REQUEST_ARCHIVED = 0;

export const HISTORY_ACTIONS = [
  'created',
  'updated',
  'approved_pic',
  'rejected_pic',
  'approved_finance',
  'rejected_finance',
  'payment',
  'regenerated',
  'archived',
  'comment',
] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

const PAID_TEXT: Record<number, string> = { 0: 'WAITING PAYMENT', 1: 'PARTIALLY PAID', 2: 'PAID' };
const STATUS_TEXT: Record<number, string> = { 0: 'APPROVAL PIC', 1: 'APPROVAL FINANCE', 3: 'COMPLETE', 99: 'REJECTED' };

/** The status text of spec 4. */
export function purchaseStatusText(statusRequest: number, status: number, statusPaid: number): string {
  if (statusRequest !== REQUEST_ACTIVE) return status === PURCHASE_STATUS.rejected ? 'REJECTED' : 'ARCHIVE';
  if (status === PURCHASE_STATUS.payment) return PAID_TEXT[statusPaid] ?? PAID_TEXT[0];
  return STATUS_TEXT[status] ?? '';
}

/** status_paid from what has been paid against the total (both in cents). */
export function paidStatus(paid: bigint, total: bigint): number {
  if (paid <= 0n) return PAID_STATUS.unpaid;
  return paid >= total ? PAID_STATUS.paid : PAID_STATUS.partly;
}

/** The print reference 'SA-APP/PR/{id}/{yy}' (spec 9; yy = two-digit year of created_at, UTC). */
export function purchaseReference(id: number, createdAt: Date | string): string {
  const year = new Date(createdAt).getUTCFullYear();
  return `SA-APP/PR/${id}/${String(year % 100).padStart(2, '0')}`;
}
