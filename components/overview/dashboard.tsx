// The Overview dashboard: the widgets' figures, read by the page all at once
// (server/resources/flight/overview-figures.ts), drawn together. Not streamed widget by widget behind loading
// cards: React holds a boundary's reveal until 300 ms after its fallback showed, so streaming made the screen
// wait for that instead of its data (docs/benchmarks-screens.md).
import { WaitingCard } from '@/components/purchase/waiting-card';
import { Card } from '@/components/ui/card';
import { fmtDay, fmtMonth } from '@/lib/format/dates';
import { EXPIRY_WARNING_DAYS } from '@/lib/rules/crew-documents';
import type { OverviewFigures } from '@/server/resources/flight/overview-figures';
import { CrewsLink, LimitAlerts } from './alerts';
import { CatchupPanel } from './catchup';
import { CrewByFleet } from './crew-by-fleet';
import { ExpiringDocuments } from './documents';
import { FleetHoursTable } from './fleet-hours';
import { EmptyNote } from './parts';
import { PilotHoursChart } from './pilot-hours-chart';
import { MonthCard, TodayCard } from './totals';

export interface DashboardProps {
  /** YYYY-MM-DD at UTC+7. */
  today: string;
  figures: OverviewFigures;
  canCrews: boolean;
  purchase: { show: boolean; approver: boolean };
}

type Figures = OverviewFigures;

function Alerts({ data, canCrews }: { data: Figures['alerts']['data']; canCrews: boolean }) {
  return (
    <Card
      title={`Flight-time alerts${data.length ? ` (${data.length})` : ''}`}
      actions={canCrews ? <CrewsLink /> : undefined}
      className="col-span-12 lg:col-span-4"
      bodyClassName="max-h-80 overflow-y-auto"
      data-testid="overview-alerts"
    >
      <LimitAlerts alerts={data} />
    </Card>
  );
}

function PilotHours({ graph }: { graph: Figures['pilotHours'] }) {
  return (
    <Card
      title="Crew flight hours · last 12 months to date, top 10"
      className="col-span-12 xl:col-span-8"
      data-testid="overview-pilot-hours"
    >
      {graph.series.length ? <PilotHoursChart graph={graph} /> : <EmptyNote>No flight hours in the last 12 months yet.</EmptyNote>}
    </Card>
  );
}

function ByFleet({ data }: { data: Figures['byFleet']['data'] }) {
  return (
    <Card title="Crew by aircraft type" className="col-span-12 xl:col-span-4" data-testid="overview-crew-by-fleet">
      <CrewByFleet data={data} />
    </Card>
  );
}

function FleetHours({ hours, today }: { hours: Figures['fleetHours']; today: string }) {
  return (
    <Card
      title={`Fleet hours · ${fmtMonth(today)}`}
      className="col-span-12 xl:col-span-7"
      bodyClassName="p-0"
      data-testid="overview-fleet-hours"
    >
      <FleetHoursTable hours={hours} />
    </Card>
  );
}

function CatchupCard({ data, today }: { data: Figures['catchupFigures']; today: string }) {
  return (
    <Card title={`Catch-up · ${fmtMonth(today)}`} className="col-span-12 xl:col-span-5" bodyClassName="pb-2" data-testid="overview-catchup">
      <CatchupPanel catchup={data} />
    </Card>
  );
}

function Documents({ docs, canCrews }: { docs: Figures['documents']; canCrews: boolean }) {
  return (
    <Card
      title={`Licence & medical · expired, or expiring within ${EXPIRY_WARNING_DAYS} days${docs.total ? ` (${docs.total})` : ''}`}
      actions={canCrews ? <CrewsLink /> : undefined}
      className="col-span-12"
      bodyClassName="p-0"
      data-testid="overview-documents"
    >
      <ExpiringDocuments total={docs.total} data={docs.data} />
    </Card>
  );
}

export function OverviewDashboard({ today, figures: f, canCrews, purchase }: DashboardProps) {
  return (
    <div className="grid grid-cols-12 gap-4" data-testid="overview-dashboard">
      {purchase.show && (
        // The purchase card renders nothing when nothing waits for a user who does not approve.
        <div className="col-span-12 empty:hidden">
          <WaitingCard approver={purchase.approver} />
        </div>
      )}
      <TodayCard totals={f.todayTotals} dateLabel={fmtDay(today)} />
      <MonthCard totals={f.monthTotals} monthLabel={`This month · ${fmtMonth(today)}`} />
      <Alerts data={f.alerts.data} canCrews={canCrews} />
      <PilotHours graph={f.pilotHours} />
      <ByFleet data={f.byFleet.data} />
      <FleetHours hours={f.fleetHours} today={today} />
      <CatchupCard data={f.catchupFigures} today={today} />
      <Documents docs={f.documents} canCrews={canCrews} />
    </div>
  );
}
