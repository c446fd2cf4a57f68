import { describe, expect, it } from 'vitest';
import { paidStatus, purchaseReference, purchaseStatusText } from '@/lib/rules/purchase-status';

describe('purchase status text (spec 4)', () => {
  it.each([
    [1, 0, 0, 'APPROVAL PIC'],
    [1, 1, 0, 'APPROVAL FINANCE'],
    [1, 2, 0, 'WAITING PAYMENT'],
    [1, 2, 1, 'PARTIALLY PAID'],
    [1, 2, 2, 'PAID'],
    [1, 3, 2, 'COMPLETE'],
    [1, 99, 0, 'REJECTED'],
    [0, 99, 0, 'REJECTED'],
    [0, 0, 0, 'ARCHIVE'],
    [0, 2, 1, 'ARCHIVE'],
    [2, 3, 2, 'ARCHIVE'],
  ])('status_request %i, status %i, status_paid %i -> %s', (request, status, paid, text) => {
    expect(purchaseStatusText(request, status, paid)).toBe(text);
  });

  it('derives status_paid from paid against total', () => {
    expect(paidStatus(0n, 100n)).toBe(0);
    expect(paidStatus(1n, 100n)).toBe(1);
    expect(paidStatus(100n, 100n)).toBe(2);
  });

  it("builds the print reference 'SA-APP/PR/{id}/{yy}'", () => {
    expect(purchaseReference(42, new Date('2021-03-04T00:00:00Z'))).toBe('SA-APP/PR/42/21');
    expect(purchaseReference(7, '2026-11-21T10:00:00Z')).toBe('SA-APP/PR/7/26');
  });
});
