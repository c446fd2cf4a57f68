// IT inventory's client-side pieces: the money field of a declared form (what staff type, read as the
// API's number, and a stored cost shown back the Indonesian way), the save schema's rules and the overdue rule.
import { describe, expect, it } from 'vitest';
import { type FormField, formBody, formValues } from '@/components/crud/form-values';
import { isOverdue } from '@/lib/rules/inventory';
import { assetEvent, assetSave } from '@/lib/schemas/inventory';

const cost: FormField = { name: 'purchase_cost', label: 'Purchase cost (IDR)', kind: 'money', nullable: true };

describe('a money field', () => {
  it.each([
    ['23.750.000', 23_750_000],
    ['1.500.000,50', 1_500_000.5],
    ['1,500,000.50', 1_500_000.5],
    ['17900000', 17_900_000],
    ['', null],
  ])('reads %j as %j', (typed, sent) => {
    expect(formBody([cost], { purchase_cost: typed }).purchase_cost).toBe(sent);
  });

  it('sends what cannot be read as NaN, which the schema refuses with the format hint', () => {
    const body = formBody([cost], { purchase_cost: '1.5.0' });
    expect(body.purchase_cost).toBeNaN();
    const parsed = assetSave.safeParse({ asset_tag: 'LAP-1', category: 'laptop', model: 'X', ...body });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0].message).toMatch(/1\.500\.000/);
  });

  it('shows a stored cost grouped as staff write it', () => {
    expect(formValues([cost], { purchase_cost: 23_750_000 }).purchase_cost).toBe('23.750.000');
    expect(formValues([cost], { purchase_cost: 1_500_000.5 }).purchase_cost).toBe('1.500.000,50');
    expect(formValues([cost], { purchase_cost: null }).purchase_cost).toBe('');
  });
});

describe('the inventory schemas', () => {
  it('takes a status only for a new asset, and upper-cases the tag', () => {
    expect(assetSave.parse({ asset_tag: 'lap-0042', category: 'laptop', model: 'X', status: 'in_repair' })).toMatchObject({
      asset_tag: 'LAP-0042',
      status: 'in_repair',
    });
    expect(assetSave.safeParse({ id: 4, asset_tag: 'LAP-0042', category: 'laptop', model: 'X', status: 'retired' }).success).toBe(false);
  });

  it('names the event choices when the event is unknown', () => {
    const parsed = assetEvent.safeParse({ event: 'lend' });
    expect(parsed.error?.issues[0].message).toBe('Please choose an event: checkout, checkin or status');
    expect(assetEvent.parse({ event: 'checkin', condition: 'good' })).toMatchObject({ status: 'deployable' });
  });

  it('calls a deployed asset overdue after its expected return only', () => {
    expect(isOverdue({ status: 'deployed', expected_return: '2026-11-24' }, '2026-11-25')).toBe(true);
    expect(isOverdue({ status: 'deployed', expected_return: '2026-11-25' }, '2026-11-25')).toBe(false);
    expect(isOverdue({ status: 'deployed', expected_return: null }, '2026-11-25')).toBe(false);
    expect(isOverdue({ status: 'in_repair', expected_return: '2026-11-01' }, '2026-11-25')).toBe(false);
  });
});
