// Time-of-day strings (spec 5) and flight time in decimal hours. Client-safe.

/** Spec 5: valid as HH:MM, hour 0-23, minute 0-59. Exactly two digits each ('7:05' is not valid). */
export function isTimeOfDay(text: unknown): text is string {
  return typeof text === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(text);
}

/** Minutes since midnight of an 'HH:MM' string, or null when not valid. */
export function minutesOfDay(text: string): number | null {
  return isTimeOfDay(text) ? Number(text.slice(0, 2)) * 60 + Number(text.slice(3, 5)) : null;
}

/** Minutes as decimal hours, rounded to 2 decimals (90 -> 1.5, 85 -> 1.42). */
export function decimalHours(minutes: number): number {
  return Math.round((minutes / 60) * 100) / 100;
}

/**
 * Minutes from etd to eta: both 'HH:MM' (same day) or both instants (Date or ISO string).
 * Null when either is invalid or eta is not after etd.
 */
export function flightMinutes(etd: Date | string, eta: Date | string): number | null {
  let from: number | null;
  let to: number | null;
  if (typeof etd === 'string' && typeof eta === 'string' && isTimeOfDay(etd) && isTimeOfDay(eta)) {
    from = minutesOfDay(etd);
    to = minutesOfDay(eta);
  } else {
    const a = new Date(etd).getTime();
    const b = new Date(eta).getTime();
    if (Number.isNaN(a) || Number.isNaN(b)) return null;
    from = a / 60_000;
    to = b / 60_000;
  }
  if (from === null || to === null || to <= from) return null;
  return Math.round(to - from);
}

/** flighttime_decimal: flight time from etd to eta in decimal hours, or null (see flightMinutes). */
export function flightTimeDecimal(etd: Date | string, eta: Date | string): number | null {
  const m = flightMinutes(etd, eta);
  return m === null ? null : decimalHours(m);
}
