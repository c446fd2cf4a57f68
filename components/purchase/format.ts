// How the purchase screens write dates and references (money: amounts.ts). The reference's rule lives in
// lib/rules/purchase-status.ts.
import { fmtInstant, fmtOfficeDay, OFFICE_ZONE } from '@/lib/format/dates';
import { purchaseReference as reference } from '@/lib/rules/purchase-status';

/** '05 Mar 2026' for a YYYY-MM-DD day, or an instant's day on the office clock (UTC+7). */
export const fmtDate = fmtOfficeDay;

/** '05 Mar 2026 14:30 WIB': an instant on the office clock, labelled. */
export const fmtDateTime = (value: string | null | undefined) => fmtInstant(value, OFFICE_ZONE);

/** 'SA-APP/PR/{id}/{yy}' of a request. */
export const purchaseReference = (p: { id: number; created_at: string }) => reference(p.id, p.created_at);
