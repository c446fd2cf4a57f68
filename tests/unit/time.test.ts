import { describe, expect, it } from 'vitest';
import { utcOffset, zonedNow, zonedParts } from '@/lib/rules/time';

const at = new Date('2026-11-21T13:05:09Z');

describe('zoned time', () => {
  it('reads the wall clock of Indonesian zones', () => {
    expect(zonedNow('Asia/Jakarta', at)).toEqual({ local_time: '2026-11-21T20:05', utc_offset: '+07:00' });
    expect(zonedNow('Asia/Makassar', at)).toEqual({ local_time: '2026-11-21T21:05', utc_offset: '+08:00' });
    expect(zonedNow('Asia/Jayapura', at)).toEqual({ local_time: '2026-11-21T22:05', utc_offset: '+09:00' });
  });

  it('crosses midnight and handles negative and half-hour offsets', () => {
    expect(zonedNow('Asia/Jayapura', new Date('2026-11-21T16:30:00Z')).local_time).toBe('2026-11-22T01:30');
    expect(utcOffset('America/New_York', at)).toBe('-05:00');
    expect(utcOffset('Asia/Kolkata', at)).toBe('+05:30');
    expect(utcOffset('UTC', at)).toBe('+00:00');
  });

  it('gives the parts with a weekday', () => {
    expect(zonedParts(at, 'Asia/Jayapura')).toEqual({
      year: '2026',
      month: '11',
      day: '21',
      hour: '22',
      minute: '05',
      second: '09',
      weekday: 'Sat',
    });
  });
});
