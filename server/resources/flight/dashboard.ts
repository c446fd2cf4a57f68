// The Overview dashboard (contract 'Dashboard'): flight figures (dashboard-flights.ts) and crew figures
// (dashboard-crew.ts); the queries and answers are lib/schemas/flight/dashboard.ts. The API
// (server/api/flight-dashboard.ts) and the page (app/(app)/page.tsx) call these same functions.
export { localToday } from '@/lib/rules/calendar-day';
export type {
  Catchup,
  CatchupFlight,
  ExpiringDocument,
  FleetPeriodHours,
  LimitAlert,
  PeriodQuery,
  PilotHoursGraph,
  PilotHoursGraphQuery,
  PilotsByFleet,
  TotalRoutes,
} from '@/lib/schemas/flight/dashboard';
export { periodQuery, pilotHoursGraphQuery } from '@/lib/schemas/flight/dashboard';
export { expiringDocuments, limitAlerts, pilotHoursGraph, pilotsByFleet } from './dashboard-crew';
export { CATCHUP_WINDOW_DAYS, catchup, fleetPeriodHours, monthOf, resolvePeriod, totalRoutes } from './dashboard-flights';
