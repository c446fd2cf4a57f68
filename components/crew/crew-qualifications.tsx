'use client';
import { Badge } from '@/components/ui/badge';
import { Spinner } from '@/components/ui/spinner';
import { ASK_AGAIN, useApiGet } from '@/lib/client/query';
// The crew member's page: type ratings and airport qualifications, each with how long it is valid.
import { daysBetween, fmtDay, today } from '@/lib/format/dates';

function Validity({ until }: { until: string | null }) {
  if (!until) return <span className="text-slate-500">no end date</span>;
  const left = daysBetween(today(), until.slice(0, 10));
  if (left > 60) return <span className="text-xs text-slate-500">until {fmtDay(until)}</span>;
  return (
    <Badge tone={left < 0 ? 'red' : 'amber'}>
      until {fmtDay(until)}
      {left < 0 ? ' · expired' : ''}
    </Badge>
  );
}

export function CrewQualifications({ pilotId }: { pilotId: number }) {
  const { data, isError } = useApiGet('/api/pilot/checked-out/{id}', { params: { path: { id: pilotId } }, ...ASK_AGAIN });
  // Unreadable qualifications show as none, as before.
  const quals = data ?? (isError ? { pilot_id: pilotId, aircraft: [], airports: [] } : null);
  return (
    <div className="grid grid-cols-2 divide-x divide-slate-200 border-t border-slate-200">
      <div className="px-5 py-3">
        <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Type ratings</h3>
        {!quals ? (
          <Spinner className="mt-2 size-4 text-brand-600" />
        ) : quals.aircraft.length === 0 ? (
          <p className="mt-1 text-sm text-slate-500">None: not rated on any aircraft type.</p>
        ) : (
          <ul className="mt-1 space-y-1 text-sm" aria-label="Type ratings">
            {quals.aircraft.map((a) => (
              <li key={a.id} className="flex items-center gap-2">
                <span className="w-14 font-mono font-semibold">{a.code}</span>
                <span className="flex-1 truncate">{a.name}</span>
                {a.since && <span className="text-xs text-slate-500">since {fmtDay(a.since)}</span>}
                <Validity until={a.valid_until} />
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="px-5 py-3">
        <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Airport qualifications</h3>
        {!quals ? (
          <Spinner className="mt-2 size-4 text-brand-600" />
        ) : quals.airports.length === 0 ? (
          <p className="mt-1 text-sm text-slate-500">None.</p>
        ) : (
          <ul className="mt-1 space-y-1 text-sm" aria-label="Airport qualifications">
            {quals.airports.map((a) => (
              <li key={a.id} className="flex items-center gap-2">
                <span className="min-w-24 font-mono font-semibold whitespace-nowrap">{[a.iata, a.icao].filter(Boolean).join(' / ')}</span>
                <span className="flex-1 truncate">{a.name}</span>
                <Validity until={a.valid_until} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
