// The Overview dashboard (server component): each widget reads its figures straight from the dashboard
// functions the API uses, and streams in on its own behind a loading card.
import { Suspense } from 'react';
import { WaitingCard } from '@/components/purchase/waiting-card';
import { Card } from '@/components/ui/card';
import { fmtDay, fmtMonth } from '@/lib/format/dates';
import { EXPIRY_WARNING_DAYS } from '@/lib/rules/crew-documents';
import { db } from '@/server/db';
import {
  catchup,
  expiringDocuments,
  fleetPeriodHours,
  limitAlerts,
  monthOf,
  pilotHoursGraph,
  pilotsByFleet,
  totalRoutes,
} from '@/server/resources/flight/dashboard';
import { CrewsLink, LimitAlerts } from './alerts';
import { CatchupPanel } from './catchup';
import { CrewByFleet } from './crew-by-fleet';
import { ExpiringDocuments } from './documents';
import { FleetHoursTable } from './fleet-hours';
import { EmptyNote, LoadingCard } from './parts';
import { PilotHoursChart } from './pilot-hours-chart';
import { MonthCard, TodayCard } from './totals';

export interface DashboardProps {
  /** YYYY-MM-DD at UTC+7. */
  today: string;
  canCrews: boolean;
  purchase: { show: boolean; approver: boolean };
}

async function Today({ today }: { today: string }) {
  return <TodayCard totals={await totalRoutes(db, { from: today, to: today }, today)} dateLabel={fmtDay(today)} />;
}

async function Month({ today }: { today: string }) {
  return <MonthCard totals={await totalRoutes(db, monthOf(today), today)} monthLabel={`This month · ${fmtMonth(today)}`} />;
}

async function Alerts({ today, canCrews }: { today: string; canCrews: boolean }) {
  const { data } = await limitAlerts(db, today);
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

async function PilotHours({ today }: { today: string }) {
  const graph = await pilotHoursGraph(db, { months: 12, limit: 10 }, today);
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

async function ByFleet({ today }: { today: string }) {
  const { data } = await pilotsByFleet(db, today);
  return (
    <Card title="Crew by aircraft type" className="col-span-12 xl:col-span-4" data-testid="overview-crew-by-fleet">
      <CrewByFleet data={data} />
    </Card>
  );
}

async function FleetHours({ today }: { today: string }) {
  const hours = await fleetPeriodHours(db, monthOf(today), today);
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

async function CatchupCard({ today }: { today: string }) {
  const data = await catchup(db, monthOf(today), today);
  return (
    <Card title={`Catch-up · ${fmtMonth(today)}`} className="col-span-12 xl:col-span-5" bodyClassName="pb-2" data-testid="overview-catchup">
      <CatchupPanel catchup={data} />
    </Card>
  );
}

async function Documents({ today, canCrews }: { today: string; canCrews: boolean }) {
  const docs = await expiringDocuments(db, today, 8);
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

export function OverviewDashboard({ today, canCrews, purchase }: DashboardProps) {
  return (
    <div className="grid grid-cols-12 gap-4" data-testid="overview-dashboard">
      {purchase.show && (
        // The purchase card renders nothing when nothing waits for a user who does not approve.
        <div className="col-span-12 empty:hidden">
          <WaitingCard approver={purchase.approver} />
        </div>
      )}
      <Suspense fallback={<LoadingCard title="Today" className="col-span-12 lg:col-span-3" />}>
        <Today today={today} />
      </Suspense>
      <Suspense fallback={<LoadingCard title="This month" className="col-span-12 lg:col-span-5" />}>
        <Month today={today} />
      </Suspense>
      <Suspense fallback={<LoadingCard title="Flight-time alerts" className="col-span-12 lg:col-span-4" />}>
        <Alerts today={today} canCrews={canCrews} />
      </Suspense>
      <Suspense fallback={<LoadingCard title="Crew flight hours" className="col-span-12 xl:col-span-8" height="h-64" />}>
        <PilotHours today={today} />
      </Suspense>
      <Suspense fallback={<LoadingCard title="Crew by aircraft type" className="col-span-12 xl:col-span-4" height="h-64" />}>
        <ByFleet today={today} />
      </Suspense>
      <Suspense fallback={<LoadingCard title="Fleet hours" className="col-span-12 xl:col-span-7" />}>
        <FleetHours today={today} />
      </Suspense>
      <Suspense fallback={<LoadingCard title="Catch-up" className="col-span-12 xl:col-span-5" />}>
        <CatchupCard today={today} />
      </Suspense>
      <Suspense fallback={<LoadingCard title="Licence & medical" className="col-span-12" />}>
        <Documents today={today} canCrews={canCrews} />
      </Suspense>
    </div>
  );
}
