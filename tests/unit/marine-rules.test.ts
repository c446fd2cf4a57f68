// The order pipeline's rules, the marine and customer permissions of spec 6, and the customer schema's
// phone normalisation.

import { describe, expect, it } from 'vitest';
import { can, type Permission } from '@/lib/access/permissions';
import { canCancel, canMove, holdsReservation, isFinal, nextStatus, ORDER_STATUSES } from '@/lib/rules/order-status';
import { customerCreate } from '@/lib/schemas/customer';
import { stockMutationCreate } from '@/lib/schemas/marine/stock';
import { PHONE_MESSAGE, phoneOfCountry } from '@/server/phone/country-phone';

describe('order pipeline', () => {
  it('moves forward one step at a time and cancels until shipped; canceled and delivered are final', () => {
    const allowed = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.filter((to) => canMove(from, to)).map((to) => `${from}>${to}`));
    expect(allowed).toEqual(['0>1', '0>99', '1>2', '1>99', '2>3', '2>99', '3>4', '3>99', '4>5', '4>99', '5>6']);
    expect(ORDER_STATUSES.filter(isFinal)).toEqual([6, 99]);
    expect(ORDER_STATUSES.filter(holdsReservation)).toEqual([2, 3, 4]);
    expect([nextStatus(5), nextStatus(6), nextStatus(99)]).toEqual([6, null, null]);
    expect(canCancel(5)).toBe(false);
  });
});

describe('marine and customer permissions (spec 6)', () => {
  const users = {
    marineManager: { role: 'manager', unit: 'marine' },
    airlineManager: { role: 'manager', unit: 'airline' },
    warehouse: { role: 'marine_warehouse', unit: 'marine' },
    cs: { role: 'marine_cs', unit: 'marine' },
    airlineCs: { role: 'airline_cs', unit: 'airline' },
    pilot: { role: 'airline_pilot', unit: 'airline' },
    watersports: { role: 'watersports', unit: 'watersports' },
    admin: { role: 'admin', unit: null },
  } as const;
  const table: [Permission, (keyof typeof users)[]][] = [
    ['marine.product', ['marineManager', 'warehouse', 'cs', 'admin']],
    ['marine.warehouse', ['marineManager', 'warehouse', 'admin']],
    ['marine.transaction', ['marineManager', 'warehouse', 'cs', 'admin']],
    // The shops' order screens pick customers: the watersports Transaction roles too.
    ['customer', ['marineManager', 'warehouse', 'cs', 'airlineCs', 'watersports', 'admin']],
  ];
  it.each(table)('%s', (permission, expected) => {
    const granted = (Object.keys(users) as (keyof typeof users)[]).filter((k) => can(users[k], permission));
    expect(granted).toEqual(expected);
  });
});

describe('customer and stock schemas', () => {
  it("read a customer's phone with their country: Indonesia by spec 5's rule, others by their plan", () => {
    for (const phone of ['+62 812-3456-7890', '0812 3456 7890', '812.3456.7890', '(0812) 3456-7890'])
      expect(phoneOfCountry(phone, 'ID')).toBe('6281234567890');
    expect(phoneOfCountry('8123 4567', 'SG')).toBe('6581234567');
    expect(phoneOfCountry('+62 812-3456-7890', 'SG')).toBe('6281234567890');
    expect(() => phoneOfCountry('12ab', 'ID')).toThrow(PHONE_MESSAGE);
    expect(() => phoneOfCountry('123', 'SG')).toThrow(PHONE_MESSAGE);
    expect(customerCreate.parse({ name: 'A', phone: '' }).phone).toBeNull();
    expect(customerCreate.parse({ name: 'A' }).country).toBe('ID');
  });
  it('take only the reasons that fit the direction', () => {
    expect(stockMutationCreate.safeParse({ item_id: 1, inout: 'in', quantity: 1, reason: 'received' }).success).toBe(true);
    expect(stockMutationCreate.safeParse({ item_id: 1, inout: 'out', quantity: 1, reason: 'received' }).success).toBe(false);
    expect(stockMutationCreate.safeParse({ item_id: 1, inout: 'out', quantity: 1, reason: 'count' }).success).toBe(false);
  });
});
