// Crew ranks and statuses, without zod: the Crews list reads them without loading the schemas
// (lib/schemas/flight/pilot.ts re-exports them).
export const PILOT_RANKS = ['captain', 'first_officer'] as const;
export const PILOT_STATUSES = ['active', 'inactive'] as const;
export type PilotRank = (typeof PILOT_RANKS)[number];
export type PilotStatus = (typeof PILOT_STATUSES)[number];
export const RANK_LABELS: Readonly<Record<PilotRank, string>> = { captain: 'Captain', first_officer: 'First Officer' };
