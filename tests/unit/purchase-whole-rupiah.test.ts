// Issue 41, item 3: the screens' purchase forms take IDR in whole rupiah, each refusal on its field; the API's
// schema keeps cents in any currency (the contract's Money).
import { describe, expect, it } from 'vitest';
import { WHOLE_RUPIAH_HINT } from '@/lib/rules/money';
import { purchaseCreate, purchaseCreateForm, purchaseUpdateForm } from '@/lib/schemas/purchase';

const body = (currency: string, amount: number, extra: Record<string, number> = {}) => ({
  company: 'PT Sinar',
  lead_id: 3,
  currency,
  payment_type: 0,
  items: [{ name: 'Fuse', amount, quantity: 1 }],
  ...extra,
});

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('whole rupiah in the purchase forms', () => {
  it('refuses a fraction of a rupiah on each amount field', () => {
    const r = purchaseCreateForm.safeParse(body('IDR', 12.5, { amount_additional: 0.5, amount_discount: 1000 }));
    expect(messages(r)).toEqual([`items.0.amount: ${WHOLE_RUPIAH_HINT}`, `amount_additional: ${WHOLE_RUPIAH_HINT}`]);
    expect(purchaseUpdateForm.safeParse({ currency: 'IDR', items: [{ name: 'x', amount: 1.01, quantity: 1 }] }).success).toBe(false);
  });

  it('says so together with the messages of fields that failed outright', () => {
    const r = purchaseCreateForm.safeParse({ ...body('IDR', 12.5), lead_id: undefined, company: 7 });
    expect(messages(r)).toContain(`items.0.amount: ${WHOLE_RUPIAH_HINT}`);
    expect(messages(r).some((m) => m.startsWith('lead_id: '))).toBe(true);
  });

  it('takes whole rupiah, USD cents, and leaves the API its cents', () => {
    expect(purchaseCreateForm.safeParse(body('IDR', 1_500_000)).success).toBe(true);
    expect(purchaseCreateForm.safeParse(body('USD', 12.5)).success).toBe(true);
    expect(purchaseCreate.safeParse(body('IDR', 12.5)).success).toBe(true);
  });
});
