// The readiness light of a schedule row (issue 4, contract 'Route schedules'): reasons found by the server
// are combined into one light. Red wins over amber; no reasons is green. Client-safe.

export type ReadinessLevel = 'red' | 'amber';
export type ReadinessLight = 'green' | ReadinessLevel;

export interface ReadinessReason {
  level: ReadinessLevel;
  message: string;
}

export interface Readiness {
  light: ReadinessLight;
  /** Red reasons first, then amber, each group in the order found; duplicates removed. */
  reasons: string[];
}

export function combineReadiness(reasons: readonly ReadinessReason[]): Readiness {
  const red: string[] = [];
  const amber: string[] = [];
  for (const r of reasons) {
    const list = r.level === 'red' ? red : amber;
    const message = r.message.trim();
    if (message && !red.includes(message) && !amber.includes(message)) list.push(message);
  }
  return { light: red.length ? 'red' : amber.length ? 'amber' : 'green', reasons: [...red, ...amber] };
}

export const READINESS_COLOURS: Readonly<Record<ReadinessLight, string>> = {
  green: '#15803d',
  amber: '#b45309',
  red: '#b91c1c',
};

/** Days before an expiry date from which a licence or medical shows amber. */
export const EXPIRY_WARNING_DAYS = 60;

/** 'expired' when expiry is before `on`, 'expiring' within EXPIRY_WARNING_DAYS from `on`, else 'ok' (YYYY-MM-DD strings). */
export function documentState(expiry: string, on: string): 'ok' | 'expiring' | 'expired' {
  if (expiry < on) return 'expired';
  const days = (Date.parse(`${expiry}T00:00:00Z`) - Date.parse(`${on}T00:00:00Z`)) / 86_400_000;
  return days <= EXPIRY_WARNING_DAYS ? 'expiring' : 'ok';
}

/**
 * The PIC seat by rank: a First Officer there is saved (a command upgrade flies the left seat under a
 * training captain) but never silently: an amber reason on the light, also said in the flight dialog.
 */
export function picSeatWarning(crew: { name: string; rank: string }): string | null {
  return crew.rank === 'first_officer' ? `F/O ${crew.name} is a First Officer in the PIC seat` : null;
}
