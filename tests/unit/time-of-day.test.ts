import { describe, expect, it } from 'vitest';
import { localToday } from '@/lib/rules/calendar-day';
import { OFFICE_ZONE, zonedNow } from '@/lib/rules/time';
import { decimalHours, flightMinutes, flightTimeDecimal, isTimeOfDay, minutesOfDay } from '@/lib/rules/time-of-day';

describe('time strings (spec 5: HH:MM, hour 0-23, minute 0-59)', () => {
  it.each(['00:00', '07:05', '12:30', '23:59', '19:00'])('accepts %s', (t) => {
    expect(isTimeOfDay(t)).toBe(true);
  });

  it.each(['24:00', '23:60', '7:05', '07:5', '0705', '07:05:00', ' 07:05', '', 'ab:cd', '-1:00'])('rejects %j', (t) => {
    expect(isTimeOfDay(t)).toBe(false);
  });

  it('rejects non-strings and gives minutes of day', () => {
    expect(isTimeOfDay(null)).toBe(false);
    expect(isTimeOfDay(705)).toBe(false);
    expect(minutesOfDay('23:59')).toBe(1439);
    expect(minutesOfDay('00:00')).toBe(0);
    expect(minutesOfDay('24:00')).toBeNull();
  });
});

describe('the office clock (spec 9: +7 hours for local)', () => {
  it('is seven hours ahead of UTC and crosses midnight', () => {
    expect(zonedNow(OFFICE_ZONE, new Date('2026-11-21T13:05:00Z')).local_time).toBe('2026-11-21T20:05');
    expect(zonedNow(OFFICE_ZONE, new Date('2026-11-21T20:30:00Z')).local_time).toBe('2026-11-22T03:30');
    expect(localToday(new Date('2026-11-21T20:30:00Z'))).toBe('2026-11-22');
  });
});

describe('flight time in decimal hours', () => {
  it('converts minutes', () => {
    expect(decimalHours(90)).toBe(1.5);
    expect(decimalHours(85)).toBe(1.42);
    expect(decimalHours(60)).toBe(1);
    expect(decimalHours(0)).toBe(0);
  });

  it('computes from etd and eta', () => {
    expect(flightTimeDecimal('07:00', '08:30')).toBe(1.5);
    expect(flightMinutes('07:10', '08:35')).toBe(85);
    expect(flightTimeDecimal('2026-11-21T23:30:00Z', '2026-11-22T01:15:00Z')).toBe(1.75);
    expect(flightTimeDecimal(new Date('2026-11-21T06:00:00Z'), new Date('2026-11-21T06:40:00Z'))).toBe(0.67);
  });

  it('is null when eta is not after etd or a value is invalid', () => {
    expect(flightTimeDecimal('08:00', '08:00')).toBeNull();
    expect(flightTimeDecimal('09:00', '08:00')).toBeNull();
    expect(flightTimeDecimal('25:00', '26:00')).toBeNull();
    expect(flightTimeDecimal('nope', '2026-11-21T06:40:00Z')).toBeNull();
  });
});
