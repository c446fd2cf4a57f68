// The Routes & Schedules screen's day arithmetic: month grids, local wall-clock times at airports turned
// into flight hours, and the days a bulk create repeats a flight on.
import { describe, expect, test } from 'vitest';
import { bulkDays } from '@/components/schedule/bulk-create-dialog';
import {
  addDays,
  addMonths,
  localToday,
  monthBounds,
  monthGrid,
  plannedHours,
  plannedTime,
  wallToInstant,
  weekday,
} from '@/components/schedule/dates';

describe('schedule dates', () => {
  test('today is the +7 local date', () => {
    expect(localToday(new Date('2026-11-21T16:59:00Z'))).toBe('2026-11-21');
    expect(localToday(new Date('2026-11-21T17:00:00Z'))).toBe('2026-11-22');
  });

  test('days and months move across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addMonths('2026-11', 2)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(monthBounds('2026-02')).toEqual({ first: '2026-02-01', last: '2026-02-28' });
    expect(weekday('2026-11-21')).toBe(6);
  });

  test('a month grid runs Monday to Sunday in whole weeks', () => {
    const nov = monthGrid('2026-11');
    expect(nov[0]).toBe('2026-10-26');
    expect(nov.at(-1)).toBe('2026-12-06');
    expect(nov.length % 7).toBe(0);
    expect(weekday(nov[0])).toBe(1);
    // February 2021 starts on a Monday and ends on a Sunday: exactly four weeks.
    expect(monthGrid('2021-02')).toHaveLength(28);
  });

  test('local times at the airports give the flight time across time zones', () => {
    expect(wallToInstant('2026-11-21', '08:00', 'Asia/Jayapura')).toBe(Date.parse('2026-11-20T23:00:00Z'));
    expect(wallToInstant('2026-11-21', '8:00', 'Asia/Jayapura')).toBeNull();
    expect(plannedHours('2026-11-21', '08:00', '09:30', 'Asia/Jayapura', 'Asia/Jayapura')).toBe(1.5);
    // Jakarta (+7) 08:00 to Jayapura (+9) 11:30: 1.5 h in the air.
    expect(plannedHours('2026-11-21', '08:00', '11:30', 'Asia/Jakarta', 'Asia/Jayapura')).toBe(1.5);
    expect(plannedHours('2026-11-21', '10:00', '09:00', 'Asia/Jakarta', 'Asia/Jakarta')).toBeNull();
    expect(plannedHours('2026-11-21', '08:00', '08:50')).toBe(0.83);
    expect(plannedTime('2026-11-21', '10:00', '09:00').problem).toBe(
      'ETA must be after ETD: 09:00 at arrival is before 10:00 at departure',
    );
    expect(plannedTime('2026-11-21', '10:00', '10:00').problem).toMatch(/the same time as 10:00/);
    expect(plannedTime('2026-11-21', '', '09:00').problem).toBe('enter ETD and ETA');
    expect(plannedTime('2026-11-21', '9.30', '10:00').problem).toBe('enter ETD and ETA as HH:MM');
    expect(plannedTime('', '08:00', '09:00').problem).toBe('choose the date');
  });

  test('bulk days: the chosen weekdays of the range, none for a reversed range', () => {
    expect(bulkDays('2026-11-16', '2026-11-22', [1, 3, 5])).toEqual(['2026-11-16', '2026-11-18', '2026-11-20']);
    expect(bulkDays('2026-11-16', '2026-11-22', [0, 1, 2, 3, 4, 5, 6])).toHaveLength(7);
    expect(bulkDays('2026-11-22', '2026-11-16', [0, 1, 2, 3, 4, 5, 6])).toEqual([]);
    expect(bulkDays('2026-11-16', '2026-11-20', [0, 6])).toEqual([]);
  });
});
