// The flight-ops write paths live with the realtime events that carry them to other screens.
export {
  CREW,
  CREW_CHANGES,
  FLIGHT_CHANGES,
  FLIGHTS,
  MANIFEST_CHANGES,
  MANIFESTS,
  PILOT_HOURS,
  QUALIFICATIONS,
  ROSTER,
  ROSTER_CHANGES,
} from '@/lib/realtime/changed-paths';

/**
 * For reads that were asked afresh each time they were shown (a month shown again, a dialog opened again):
 * another member of staff may have written meanwhile, so the cached answer shows at once and is asked again.
 */
export const ASK_AGAIN = { staleTime: 0 } as const;
