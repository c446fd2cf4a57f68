// Canceled flights of the month and the catch-up flights recovering them.
import { Badge } from '@/components/ui/badge';
import { ScrollBox } from '@/components/ui/scroll-box';
import { fmtDayTime } from '@/lib/format/dates';
import { fmt, fmtHours } from '@/lib/format/numbers';
import type { Catchup, CatchupFlight } from '@/server/resources/flight/dashboard';
import { EmptyNote, Figure } from './parts';

/** '05 Mar 14:30' at the departure airport. */
const when = (f: CatchupFlight): string => fmtDayTime(f.etd, f.dep_timezone || 'Asia/Jakarta');

const route = (f: CatchupFlight) => `${f.dep_iata ?? f.dep_icao ?? '?'} → ${f.arr_iata ?? f.arr_icao ?? '?'}`;

export function CatchupPanel({ catchup }: { catchup: Catchup }) {
  const open = catchup.canceled - catchup.scheduled;
  return (
    <div>
      <div className="grid grid-cols-3 gap-3 px-4 pt-4">
        <Figure label="Canceled" value={fmt(catchup.canceled)} unit={`${fmtHours(catchup.canceled_hours)} h`} testId="catchup-canceled" />
        <Figure
          label="Recovered"
          value={fmt(catchup.scheduled)}
          unit={`${fmtHours(catchup.recovered_hours)} h`}
          tone={catchup.scheduled ? 'green' : 'default'}
          testId="catchup-recovered"
        />
        <Figure label="Catch-up flights" value={fmt(catchup.catchup_flights)} />
      </div>
      {catchup.data.length === 0 ? (
        <EmptyNote>No canceled flight this month.</EmptyNote>
      ) : (
        <>
          {open > 0 && (
            <p className="px-4 pt-3 text-sm text-amber-800">
              {open === 1 ? '1 canceled flight has' : `${open} canceled flights have`} no catch-up flight yet.
            </p>
          )}
          <ScrollBox label="Canceled flights and their catch-up" className="mt-3 max-h-72 border-t border-slate-100">
            <ul className="divide-y divide-slate-100" data-testid="catchup-list">
              {catchup.data.map((c) => (
                <li key={c.id} className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)] items-center gap-3 px-4 py-2 text-sm">
                  <div className="min-w-0">
                    <p>
                      <span className="font-mono font-semibold text-slate-900 line-through decoration-red-500">{c.flight_number}</span>{' '}
                      <span className="text-slate-700">{route(c)}</span>
                    </p>
                    <p className="text-xs text-slate-500">
                      {when(c)} · {c.registration}
                    </p>
                  </div>
                  <div className="min-w-0 text-right">
                    {c.catchup ? (
                      <>
                        <p>
                          <Badge tone="green">Recovered</Badge>{' '}
                          <span className="font-mono font-semibold text-slate-900">{c.catchup.flight_number}</span>
                        </p>
                        <p className="text-xs text-slate-500">
                          {when(c.catchup)} · {c.catchup.registration}
                        </p>
                      </>
                    ) : (
                      <Badge tone="amber">Not recovered</Badge>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          </ScrollBox>
        </>
      )}
    </div>
  );
}
