// Every figure of the Overview dashboard, read at once with the functions the API's dashboard calls use
// (about 60 ms for the slowest on the demo year) and drawn together by components/overview/dashboard.tsx.
import { db } from '@/server/db';
import { expiringDocuments, limitAlerts, pilotHoursGraph, pilotsByFleet } from './dashboard-crew';
import { catchup, fleetPeriodHours, monthOf, totalRoutes } from './dashboard-flights';

export async function overviewFigures(today: string) {
  const month = monthOf(today);
  const [todayTotals, monthTotals, alerts, pilotHours, byFleet, fleetHours, catchupFigures, documents] = await Promise.all([
    totalRoutes(db, { from: today, to: today }, today),
    totalRoutes(db, month, today),
    limitAlerts(db, today),
    pilotHoursGraph(db, { months: 12, limit: 10 }, today),
    pilotsByFleet(db, today),
    fleetPeriodHours(db, month, today),
    catchup(db, month, today),
    expiringDocuments(db, today, 8),
  ]);
  return { todayTotals, monthTotals, alerts, pilotHours, byFleet, fleetHours, catchupFigures, documents };
}

export type OverviewFigures = Awaited<ReturnType<typeof overviewFigures>>;
