// Logbook passed (spec 4): with a copilot, flight_logbook must be 2; otherwise a pilot must exist and
// flight_logbook must be 1. flight_logbook counts the crew logbooks filled in for the flight. Client-safe.

export interface FlightLogbook {
  pilot?: number | string | null;
  copilot?: number | string | null;
  flight_logbook?: number | string | null;
}

/** A crew reference exists when it is a non-empty string or a number other than 0. */
function present(v: number | string | null | undefined): boolean {
  if (v === null || v === undefined) return false;
  if (typeof v === 'number') return Number.isFinite(v) && v !== 0;
  const t = v.trim();
  return t !== '' && t !== '0';
}

export function logbookPassed(row: FlightLogbook): boolean {
  const count = Number(row.flight_logbook ?? 0);
  if (present(row.copilot)) return count === 2;
  return present(row.pilot) && count === 1;
}
