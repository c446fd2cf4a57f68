'use client';
// The aircraft page (/flight/fleet/{id}): who and where it is, its recorded hours and cycles, the state of
// its parts, and tabs for parts, daily hours, releases to service, the flight log and history.
import Link from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { type ReactNode, useState } from 'react';
import { HistoryPanel } from '@/components/audit/history-panel';
import type { FormTarget } from '@/components/crud/resource-form';
import { SpecFormDialog } from '@/components/crud/resource-screen';
import { Button } from '@/components/ui/button';
import { Tabs } from '@/components/ui/tabs';
import { useApiGet } from '@/lib/client/query';
import { fmtDay, today } from '@/lib/format/dates';
import { fmt, fmtHours } from '@/lib/format/numbers';
import { partLife } from '@/lib/rules/part-limits';
import type { BaseRow, FleetRow, FleetTypeRow } from '@/lib/schemas/flight/rows';
import { AircraftHours } from './aircraft-hours';
import { AircraftAfl, AircraftHistory, AircraftReleases } from './aircraft-logs';
import { AircraftParts, FLEET_PART_ENDPOINT } from './aircraft-parts';
import { FleetStatusBadge } from './badges';
import { FLEET_ENDPOINT, fleetFormSpec, fleetTarget } from './fleet-form';
import { useHoursTotals } from './use-hours-totals';

const TABS = [
  { value: 'parts', label: 'Parts' },
  { value: 'hours', label: 'Hours' },
  { value: 'releases', label: 'Releases to service' },
  { value: 'afl', label: 'AFL' },
  { value: 'history', label: 'History' },
  { value: 'changes', label: 'Change history' },
] as const;
type Tab = (typeof TABS)[number]['value'];

function Stat({ label, value, sub, tone, testId }: { label: string; value: string; sub?: ReactNode; tone?: string; testId?: string }) {
  return (
    <div className="min-w-0 px-4 py-3" data-testid={testId}>
      <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</p>
      <p className={`mt-0.5 truncate text-xl font-semibold tabular-nums ${tone ?? 'text-slate-900'}`}>{value}</p>
      {sub && <p className="truncate text-xs text-slate-500">{sub}</p>}
    </div>
  );
}

export function AircraftDetail({ aircraft, types, bases }: { aircraft: FleetRow; types: FleetTypeRow[]; bases: BaseRow[] }) {
  const router = useRouter();
  const params = useSearchParams();
  const tabParam = params.get('tab');
  const tab: Tab = TABS.some((t) => t.value === tabParam) ? (tabParam as Tab) : 'parts';
  const [editing, setEditing] = useState<FormTarget | null>(null);
  const totals = useHoursTotals(aircraft.id);
  // All the aircraft's parts, for the limits summary (an aircraft has tens of parts, not thousands).
  const parts = useApiGet(FLEET_PART_ENDPOINT, { params: { query: { fleet: aircraft.id, limit: 10000 } } }).data?.data;

  const day = today();
  const levels = (parts ?? []).filter((p) => p.status === 'installed').map((p) => partLife(p, day).level);
  const over = levels.filter((l) => l === 'over').length;
  const due = levels.filter((l) => l === 'due').length;

  function selectTab(next: string) {
    const q = new URLSearchParams(params);
    q.set('tab', next);
    // The tab is the page's own state: no server round trip.
    window.history.replaceState(null, '', `?${q}`);
  }

  const last = totals?.last;

  return (
    <div className="space-y-5">
      <Link href="/flight/fleet" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
        ‹ All aircraft
      </Link>

      <section className="rounded-lg border border-slate-200 bg-white shadow-sm" aria-label={`Aircraft ${aircraft.registration}`}>
        <div className="flex flex-wrap items-start gap-4 border-b border-slate-200 px-5 py-4">
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-3">
              <h2 className="font-mono text-2xl font-bold tracking-wide text-slate-900">{aircraft.registration}</h2>
              <FleetStatusBadge status={aircraft.status} />
            </div>
            <p className="mt-1 text-slate-700">
              {aircraft.fleet_type?.name} <span className="text-slate-500">({aircraft.fleet_type?.code})</span>
              <span className="mx-2 text-slate-500">|</span>
              Base <span className="font-semibold">{aircraft.base?.short_name}</span> {aircraft.base?.name}
            </p>
            <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-600">
              <div className="flex gap-1.5">
                <dt className="text-slate-500">MSN</dt>
                <dd className="font-mono">{aircraft.serial_number}</dd>
              </div>
              <div className="flex gap-1.5">
                <dt className="text-slate-500">Built</dt>
                <dd>{aircraft.year_built}</dd>
              </div>
              <div className="flex gap-1.5">
                <dt className="text-slate-500">Seats</dt>
                <dd>{aircraft.seats}</dd>
              </div>
              <div className="flex gap-1.5">
                <dt className="text-slate-500">Payload</dt>
                <dd>{fmt(aircraft.payload_kg)} kg</dd>
              </div>
            </dl>
            {aircraft.notes && <p className="mt-2 max-w-3xl text-sm text-slate-600">{aircraft.notes}</p>}
          </div>
          <Button variant="secondary" onClick={() => setEditing(fleetTarget(aircraft))}>
            Edit aircraft
          </Button>
        </div>
        <div className="grid grid-cols-4 divide-x divide-slate-200">
          <Stat label="Total hours" value={totals ? fmtHours(totals.totals.hours) : '…'} sub="all recorded days" testId="total-hours" />
          <Stat label="Total cycles" value={totals ? fmt(totals.totals.cycles) : '…'} sub="landings" testId="total-cycles" />
          <Stat
            label="Last recorded day"
            value={totals ? (last ? fmtDay(last.date) : 'None') : '…'}
            sub={last ? `${fmtHours(last.hours)} h · ${last.cycles} cycles` : undefined}
          />
          <Stat
            label="Installed parts"
            testId="parts-summary"
            value={parts ? `${levels.length}` : '…'}
            tone="text-slate-900"
            sub={
              parts ? (
                levels.length === 0 ? (
                  'none recorded'
                ) : over || due ? (
                  <>
                    {over > 0 && <span className="font-semibold text-red-700">{over} at or over limit</span>}
                    {over > 0 && due > 0 && ' · '}
                    {due > 0 && <span className="font-semibold text-amber-700">{due} due soon</span>}
                  </>
                ) : (
                  'all within limits'
                )
              ) : undefined
            }
          />
        </div>
      </section>

      <Tabs items={TABS} value={tab} onValueChange={selectTab} label="Aircraft records">
        {tab === 'parts' && <AircraftParts fleetId={aircraft.id} registration={aircraft.registration} />}
        {tab === 'hours' && <AircraftHours fleetId={aircraft.id} registration={aircraft.registration} />}
        {tab === 'releases' && <AircraftReleases fleetId={aircraft.id} registration={aircraft.registration} />}
        {tab === 'afl' && <AircraftAfl fleetId={aircraft.id} registration={aircraft.registration} />}
        {tab === 'history' && <AircraftHistory fleetId={aircraft.id} registration={aircraft.registration} />}
        {tab === 'changes' && <HistoryPanel table="fleets" record={aircraft.id} title={`Changes to ${aircraft.registration}`} />}
      </Tabs>

      <SpecFormDialog
        form={fleetFormSpec(types, bases)}
        endpoint={FLEET_ENDPOINT}
        target={editing}
        onClose={() => setEditing(null)}
        // The aircraft itself is rendered on the server.
        onSaved={() => router.refresh()}
      />
    </div>
  );
}
