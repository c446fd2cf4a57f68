'use client';
// A crew member's page (/flight/pilot/{id}): who they are, their documents, the four flight-time windows
// (used, limit, remaining), type ratings and airport qualifications, and tabs for their flights, logbook
// (with totals), this month's roster and the changes to their record (the audit trail). The row rendered on the server is the first answer of its query;
// a save reloads it with everything else the crew dialog changes.
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { HistoryPanel } from '@/components/audit/history-panel';
import type { FormTarget } from '@/components/crud/resource-form';
import { whenOpened } from '@/components/ui/lazy-dialog';
import { Tabs } from '@/components/ui/tabs';
import { useApiGet } from '@/lib/client/query';
import type { BaseRow, FleetTypeRow } from '@/lib/schemas/flight/rows';
import { type AirportOption, crewTarget } from './crew-fields';
import { CrewFlights } from './crew-flights';
import { CrewLogbook } from './crew-logbook';
import { CrewProfile } from './crew-profile';
import { CrewQualifications } from './crew-qualifications';
import { CrewRosterMonth } from './crew-roster-month';
import { LimitsPanel } from './limits';
import type { PilotRow } from './types';

const CrewFormDialog = whenOpened(
  dynamic(() => import('./crew-form').then((m) => m.CrewFormDialog), { ssr: false }),
  (p) => p.target !== null,
);

const TABS = [
  { value: 'flights', label: 'Flights' },
  { value: 'logbook', label: 'Logbook' },
  { value: 'roster', label: 'Roster' },
  { value: 'changes', label: 'Change history' },
] as const;
type Tab = (typeof TABS)[number]['value'];

export function CrewDetail({
  pilot: initial,
  bases,
  types,
  airports,
}: {
  pilot: PilotRow;
  bases: BaseRow[];
  types: FleetTypeRow[];
  airports: AirportOption[];
}) {
  const params = useSearchParams();
  const tabParam = params.get('tab');
  const tab: Tab = TABS.some((t) => t.value === tabParam) ? (tabParam as Tab) : 'flights';
  const pilot = useApiGet('/api/flight/pilot/{id}', { params: { path: { id: initial.id } }, initialData: initial }).data ?? initial;
  const [editing, setEditing] = useState<FormTarget | null>(null);

  function selectTab(next: string) {
    const q = new URLSearchParams(params);
    q.set('tab', next);
    window.history.replaceState(null, '', `?${q}`);
  }

  return (
    <div className="space-y-5">
      <Link href="/flight/pilot" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
        ‹ All crew
      </Link>

      <section className="rounded-lg border border-slate-200 bg-white shadow-sm" aria-label={`Crew member ${pilot.name}`}>
        <CrewProfile pilot={pilot} onEdit={() => setEditing(crewTarget(pilot))} />
        <div className="border-b border-slate-200 px-5 pt-3 text-xs font-semibold tracking-wide text-slate-500 uppercase">
          Flight-time limits, windows ending today (planned and flown hours)
        </div>
        <LimitsPanel hours={pilot} />
        <CrewQualifications pilotId={pilot.id} />
      </section>

      <Tabs items={TABS} value={tab} onValueChange={selectTab} label="Crew records">
        {tab === 'flights' && <CrewFlights pilotId={pilot.id} />}
        {tab === 'logbook' && <CrewLogbook pilotId={pilot.id} />}
        {tab === 'roster' && <CrewRosterMonth pilotId={pilot.id} />}
        {tab === 'changes' && <HistoryPanel table="pilots" record={pilot.id} title={`Changes to ${pilot.name}`} />}
      </Tabs>

      <CrewFormDialog target={editing} onClose={() => setEditing(null)} bases={bases} types={types} airports={airports} />
    </div>
  );
}
