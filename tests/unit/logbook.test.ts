import { describe, expect, it } from 'vitest';
import { logbookPassed } from '@/lib/rules/logbook';

describe('logbook passed (spec 4)', () => {
  it.each([
    [{ pilot: 3, copilot: 4, flight_logbook: 2 }, true],
    [{ pilot: 3, copilot: 4, flight_logbook: 1 }, false],
    [{ pilot: 3, copilot: 4, flight_logbook: 0 }, false],
    [{ pilot: 3, copilot: null, flight_logbook: 1 }, true],
    [{ pilot: 3, copilot: 0, flight_logbook: 1 }, true],
    [{ pilot: 3, flight_logbook: 2 }, false],
    [{ pilot: 3, copilot: null, flight_logbook: 0 }, false],
    [{ pilot: null, copilot: null, flight_logbook: 1 }, false],
    [{ pilot: 0, flight_logbook: 1 }, false],
    [{ pilot: 'Capt. Budi', copilot: 'FO Sari', flight_logbook: '2' }, true],
    [{ pilot: 'Capt. Budi', copilot: '', flight_logbook: '1' }, true],
    [{ pilot: '', copilot: '', flight_logbook: 1 }, false],
    [{ copilot: 4, flight_logbook: 2 }, true],
    [{}, false],
  ])('%j -> %s', (row, passed) => {
    expect(logbookPassed(row)).toBe(passed);
  });
});
