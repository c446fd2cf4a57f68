// Crew with a valid type rating per aircraft type: captains and first officers as one stacked bar each.
import { fmt } from '@/lib/format/numbers';
import type { PilotsByFleet } from '@/server/resources/flight/dashboard';
import { EmptyNote } from './parts';

export function CrewByFleet({ data }: { data: PilotsByFleet['data'] }) {
  const max = Math.max(1, ...data.map((d) => d.total));
  if (!data.length) return <EmptyNote>No aircraft type yet.</EmptyNote>;
  const anyone = data.some((d) => d.total > 0);
  return (
    <div>
      <div className="mb-3 flex items-center gap-4 text-xs text-slate-600">
        <span className="flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block size-2.5 rounded-sm bg-brand-700" /> Captains
        </span>
        <span className="flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block size-2.5 rounded-sm bg-brand-300" /> First officers
        </span>
      </div>
      {!anyone && <EmptyNote>No active crew holds a type rating yet.</EmptyNote>}
      <ul className="space-y-2.5" data-testid="crew-by-fleet">
        {data.map((d) => (
          <li key={d.fleet_type_id}>
            <div className="flex items-baseline gap-2 text-sm">
              <span className="font-mono font-semibold text-slate-900">{d.code}</span>
              <span className="truncate text-slate-500">{d.name}</span>
              <span className="ml-auto shrink-0 text-slate-700 tabular-nums">
                <span className="sr-only">{`${d.captains} captains, ${d.first_officers} first officers, `}</span>
                <span aria-hidden="true">
                  {fmt(d.captains)} + {fmt(d.first_officers)} ={' '}
                </span>
                <span className="font-semibold">{fmt(d.total)}</span>
              </span>
            </div>
            <div className="mt-1 flex h-2 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
              <div className="h-full bg-brand-700" style={{ width: `${(d.captains / max) * 100}%` }} />
              <div className="h-full bg-brand-300" style={{ width: `${(d.first_officers / max) * 100}%` }} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
