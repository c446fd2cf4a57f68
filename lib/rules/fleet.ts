// Aircraft statuses, without zod: the Aircrafts list and the aircraft form read them without loading the
// schemas (lib/schemas/flight/fleet.ts re-exports them).
export const FLEET_STATUSES = ['active', 'maintenance', 'grounded', 'retired'] as const;
export type FleetStatus = (typeof FLEET_STATUSES)[number];
