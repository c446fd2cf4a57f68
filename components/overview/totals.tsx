// Flight totals: today and the month (flights by status, hours, hours by flight type in the type colours).

import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { fmt, fmtHours } from '@/lib/format/numbers';
import { flightTypeColour, flightTypeLabel } from '@/lib/rules/flight';
import type { TotalRoutes } from '@/server/resources/flight/dashboard';
import { EmptyNote, Figure, TypeSwatch } from './parts';

const STATUS_TONE: Record<number, BadgeTone> = { 0: 'red', 1: 'gray', 2: 'green', 3: 'amber', 4: 'amber', 5: 'red' };

const canceledOf = (t: TotalRoutes) => t.by_status.find((s) => s.flight_status === 0)?.total ?? 0;

function StatusList({ totals, label }: { totals: TotalRoutes; label: string }) {
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={label}>
      {totals.by_status.map((s) => (
        <li key={s.flight_status}>
          <Badge tone={s.total ? (STATUS_TONE[s.flight_status] ?? 'gray') : 'gray'}>
            {s.name} <span className="font-semibold tabular-nums">{s.total}</span>
          </Badge>
        </li>
      ))}
    </ul>
  );
}

export function TodayCard({ totals, dateLabel }: { totals: TotalRoutes; dateLabel: string }) {
  const canceled = canceledOf(totals);
  return (
    <Card title={`Today · ${dateLabel}`} className="col-span-12 lg:col-span-3" data-testid="overview-today">
      <div className="grid grid-cols-3 gap-3">
        <Figure label="Flights" value={fmt(totals.total - canceled)} testId="today-flights" />
        <Figure label="Hours" value={fmtHours(totals.hours)} testId="today-hours" />
        <Figure label="Canceled" value={fmt(canceled)} tone={canceled ? 'red' : 'default'} />
      </div>
      <div className="mt-4">
        {totals.total ? <StatusList totals={totals} label="Today's flights by status" /> : <EmptyNote>No flight today.</EmptyNote>}
      </div>
      {totals.by_type.length > 0 && (
        <div className="mt-4">
          <p className="mb-1.5 text-xs font-medium tracking-wide text-slate-500 uppercase">Hours by flight type</p>
          <TypeBar totals={totals} />
        </div>
      )}
    </Card>
  );
}

export function MonthCard({ totals, monthLabel }: { totals: TotalRoutes; monthLabel: string }) {
  const canceled = canceledOf(totals);
  const flying = totals.total - canceled;
  return (
    <Card title={monthLabel} className="col-span-12 lg:col-span-5" data-testid="overview-month">
      <div className="grid grid-cols-3 gap-3">
        <Figure label="Flights" value={fmt(flying)} testId="month-flights" />
        <Figure label="Flight hours" value={fmtHours(totals.hours)} testId="month-hours" />
        <Figure label="Canceled" value={fmt(canceled)} tone={canceled ? 'red' : 'default'} />
      </div>
      {totals.total === 0 ? (
        <EmptyNote>No flight scheduled this month yet.</EmptyNote>
      ) : (
        <div className="mt-4 space-y-3">
          <StatusList totals={totals} label="This month's flights by status" />
          {totals.by_type.length > 0 && <TypeBreakdown totals={totals} />}
        </div>
      )}
    </Card>
  );
}

/** One bar split by flight type (hours); each part names its type and hours on hover. */
function TypeBar({ totals }: { totals: TotalRoutes }) {
  const sum = totals.by_type.reduce((a, t) => a + t.hours, 0) || 1;
  let x = 0;
  return (
    <svg
      role="img"
      aria-label={`Hours by flight type: ${totals.by_type.map((t) => `${flightTypeLabel(t.flight_type)} ${fmtHours(t.hours)} h`).join(', ')}`}
      viewBox="0 0 100 4"
      preserveAspectRatio="none"
      className="h-3 w-full overflow-hidden rounded"
    >
      {totals.by_type.map((t) => {
        const w = (t.hours / sum) * 100;
        const bar = (
          <rect key={t.flight_type} x={x} y={0} width={w} height={4} fill={flightTypeColour(t.flight_type)}>
            <title>{`${flightTypeLabel(t.flight_type)}: ${fmt(t.total)} flights, ${fmtHours(t.hours)} h`}</title>
          </rect>
        );
        x += w;
        return bar;
      })}
    </svg>
  );
}

/** The bar, and the legend with each type's hours (its flights on hover). */
function TypeBreakdown({ totals }: { totals: TotalRoutes }) {
  return (
    <div>
      <p className="mb-1.5 text-xs font-medium tracking-wide text-slate-500 uppercase">Hours by flight type</p>
      <TypeBar totals={totals} />
      <ul className="mt-2 grid grid-cols-2 gap-x-5 gap-y-1 text-sm" data-testid="month-by-type">
        {totals.by_type.map((t) => (
          <li key={t.flight_type} className="flex min-w-0 items-center gap-2" title={`${fmt(t.total)} flights`}>
            <TypeSwatch type={t.flight_type} />
            <span className="min-w-0 truncate text-slate-700">{flightTypeLabel(t.flight_type)}</span>
            <span className="ml-auto shrink-0 font-medium whitespace-nowrap text-slate-800 tabular-nums">
              {fmtHours(t.hours)} h<span className="sr-only">{`, ${fmt(t.total)} flights`}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
