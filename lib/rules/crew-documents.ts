// Licence and medical validity of a crew member (issue 4): 'expired' once the expiry date has passed,
// 'expiring' when it falls within the next 60 days, otherwise 'ok'. Dates are calendar dates (YYYY-MM-DD);
// a document is still valid on its expiry date. Client-safe.

export type DocumentState = 'ok' | 'expiring' | 'expired';

/** Days before expiry from which a document shows as expiring (amber). */
export const EXPIRY_WARNING_DAYS = 60;

const DAY_MS = 86_400_000;

function dayNumber(date: string | Date): number {
  const d = typeof date === 'string' ? new Date(`${date.slice(0, 10)}T00:00:00Z`) : date;
  return Math.floor(d.getTime() / DAY_MS);
}

/** Whole days from `today` to `expiry` (0 on the expiry date, negative once passed). */
export function daysUntil(expiry: string | Date, today: string | Date): number {
  return dayNumber(expiry) - dayNumber(today);
}

/** The state of a document expiring on `expiry` as seen on `today` (both YYYY-MM-DD or UTC-midnight Dates). */
export function documentState(expiry: string | Date, today: string | Date): DocumentState {
  const left = daysUntil(expiry, today);
  if (left < 0) return 'expired';
  if (left <= EXPIRY_WARNING_DAYS) return 'expiring';
  return 'ok';
}

/** Whether the document is valid on `date` (expiring counts as valid). */
export function validOn(expiry: string | Date, date: string | Date): boolean {
  return daysUntil(expiry, date) >= 0;
}

export const DOCUMENT_STATE_LABELS: Readonly<Record<DocumentState, string>> = {
  ok: 'Valid',
  expiring: `Expires within ${EXPIRY_WARNING_DAYS} days`,
  expired: 'Expired',
};
