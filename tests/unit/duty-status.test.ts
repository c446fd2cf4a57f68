import { describe, expect, it } from 'vitest';
import {
  allowsFlying,
  DUTY_STATUSES,
  dutyStatusByCode,
  dutyStatusByNo,
  isDutyStatus,
  requiresBase,
  SHOWN_DUTY_STATUSES,
} from '@/lib/rules/duty-status';

describe('pilot duty statuses (spec 4)', () => {
  it.each([
    [0, 'Day Off', 'OFF', false, false],
    [1, 'On Duty', 'DUTY', true, true],
    [2, 'Requested Leave', 'RL', false, true],
    [3, 'Sick', 'SCK', false, true],
    [4, 'Travel Day', 'TR', true, true],
    [5, 'Training', 'TX', true, true],
    [6, 'Administration', 'ADM', false, true],
    [7, 'Ferry', 'FER', true, true],
    [8, 'Medical', 'MED', false, true],
    [9, 'Recurrent', 'REC', false, true],
    [10, 'Unpaid Leave', 'UL', false, true],
    [11, 'Compassionate', 'CO', false, false],
  ])('%i %s %s base %s shown %s', (no, name, code, base, shown) => {
    expect(dutyStatusByNo(no)).toMatchObject({ no, name, code, baseRequired: base, shown });
    expect(dutyStatusByCode(code)?.no).toBe(no);
    expect(requiresBase(no)).toBe(base);
  });

  it('has exactly 0-11 in order, with only 0 and 11 hidden', () => {
    expect(DUTY_STATUSES.map((s) => s.no)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(SHOWN_DUTY_STATUSES.map((s) => s.no)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(new Set(DUTY_STATUSES.map((s) => s.code)).size).toBe(12);
  });

  it('rejects unknown numbers and codes', () => {
    for (const v of [-1, 12, 1.5, Number.NaN, null, undefined]) {
      expect(dutyStatusByNo(v)).toBeUndefined();
      expect(requiresBase(v)).toBe(false);
      expect(allowsFlying(v)).toBe(false);
    }
    expect(isDutyStatus('1')).toBe(false);
    expect(dutyStatusByCode('XX')).toBeUndefined();
    expect(dutyStatusByCode('')).toBeUndefined();
    expect(dutyStatusByCode(' duty ')?.no).toBe(1);
  });

  it('allows flying only on On Duty, Training and Ferry', () => {
    expect(DUTY_STATUSES.filter((s) => allowsFlying(s.no)).map((s) => s.no)).toEqual([1, 5, 7]);
  });
});
