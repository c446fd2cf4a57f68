// Issue 43: a History entry in plain words, coded fields read as their names.
import { describe, expect, test } from 'vitest';
import { describeEntry } from '@/lib/rules/audit';

const update = (table_name: string, changes: Record<string, unknown>, names = {}) =>
  describeEntry({ operation: 'update', table_name, changes, names } as Parameters<typeof describeEntry>[0]);

describe('describeEntry', () => {
  test('a roster day’s status and a flight’s status read as their names, other numbers as numbers', () => {
    expect(update('pilot_schedules', { status: [1, 3] })).toEqual(['Status changed from On Duty to Sick']);
    expect(update('route_schedules', { flight_status: [1, 0] })).toEqual(['Status changed from Plan to Canceled']);
    expect(update('fleets', { seats: [9, 12] })).toEqual(['Seats changed from 9 to 12']);
    expect(update('route_schedules', { flighttime_decimal: [1.5, 1.75] })).toEqual(['Flight time (h) changed from 1,5 to 1,75']);
  });

  test('a named id, a value set and cleared, and a secret', () => {
    expect(update('route_schedules', { pilot_id: [4, 7] }, { pilot_id: { 4: 'Capt. A', 7: 'Capt. B' } })).toEqual([
      'PIC changed from Capt. A to Capt. B',
    ]);
    expect(update('customers', { city: [null, 'Tual'], notes: ['x', null] })).toEqual(['City set to Tual', 'Notes cleared (was x)']);
    expect(update('users', { password_hash: ['[hidden]', '[hidden]'] })).toEqual(['Password changed']);
  });
});
