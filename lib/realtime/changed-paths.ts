// What each flight-ops write changes, as the GET paths whose cached answers must reload afterwards: the
// writer's own screen (useApiWrite adds the written collection itself) and, through the realtime
// `changed` event, everyone else's. Readiness (the flights list's light) is computed from the crew, their
// roster, their ratings and the manifest, so each of those writes reloads the flights.

export const FLIGHTS = '/api/flight/route-schedule';
export const CREW = '/api/flight/pilot';
export const ROSTER = '/api/pilot/schedule';
export const QUALIFICATIONS = '/api/pilot/checked-out';
export const PILOT_HOURS = '/api/flight/pilot-hours';
export const MANIFESTS = '/api/flight/manifest';

/** A flight saved, created in bulk, imported or deleted: lists, crew hours, the roster's flights, logbooks. */
export const FLIGHT_CHANGES = [FLIGHTS, CREW, PILOT_HOURS, '/api/flight/flight-number', '/api/flight/logbook', MANIFESTS] as const;

/** A roster entry written: the roster, a crew member's month, and readiness. */
export const ROSTER_CHANGES = [ROSTER, FLIGHTS] as const;

/** A crew member saved (with their ratings and airports): crew lists and pages, the roster's rows, readiness. */
export const CREW_CHANGES = [CREW, QUALIFICATIONS, ROSTER, FLIGHTS] as const;

/** A manifest entry written: the manifest and the flights' readiness. */
export const MANIFEST_CHANGES = [MANIFESTS, FLIGHTS] as const;
