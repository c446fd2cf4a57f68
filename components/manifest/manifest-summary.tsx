// The manifest's header (flight, route with local times, aircraft) and its totals against the payload.
import { cn } from '@/components/ui/cn';
import { fmt } from '@/lib/format/numbers';
import type { ManifestList, ManifestScheduleHeader } from '@/lib/schemas/flight/manifest';

export const kg = (n: number) => `${fmt(n)} kg`;

export function routeLabel(s: ManifestScheduleHeader) {
  return {
    dep: s.dep_iata ?? s.dep_icao ?? s.dep_cityname ?? '—',
    arr: s.arr_iata ?? s.arr_icao ?? s.arr_cityname ?? '—',
  };
}

export function ScheduleHeader({ s }: { s: ManifestScheduleHeader }) {
  const { dep, arr } = routeLabel(s);
  return (
    <span className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-slate-600" data-testid="manifest-header">
      <span className="font-semibold text-slate-900">
        {s.flight_number} · {s.flight_date}
      </span>
      <span>
        <span className="font-mono font-semibold text-slate-900">{dep}</span>
        {s.dep_cityname && s.dep_iata ? ` ${s.dep_cityname}` : ''} {s.etd_local}
        <span aria-hidden="true"> → </span>
        <span className="sr-only"> to </span>
        <span className="font-mono font-semibold text-slate-900">{arr}</span>
        {s.arr_cityname && s.arr_iata ? ` ${s.arr_cityname}` : ''} {s.eta_local}
        <span className="text-xs text-slate-500"> (local)</span>
      </span>
      {s.registration && (
        <span>
          {s.registration}
          {s.fleet_type_code ? ` ${s.fleet_type_code}` : ''}
        </span>
      )}
    </span>
  );
}

export function Totals({ list }: { list: ManifestList }) {
  const t = list.totals;
  const items: [string, string][] = [
    ['Passengers', String(t.passengers)],
    ['Bags', String(t.bags)],
    ['Passenger weight', kg(t.passenger_weight)],
    ['Baggage weight', kg(t.bag_weight)],
    ['Cargo weight', kg(t.cargo_weight)],
  ];
  return (
    <section aria-label="Totals" data-testid="manifest-totals" className="rounded-md border border-slate-200">
      <dl className="grid grid-cols-5 divide-x divide-slate-200">
        {items.map(([label, value]) => (
          <div key={label} className="px-3 py-2">
            <dt className="text-xs text-slate-500">{label}</dt>
            <dd className="text-sm font-semibold tabular-nums text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div
        className={cn(
          'flex flex-wrap items-center gap-x-3 border-t px-3 py-2 text-sm',
          t.over ? 'border-red-200 bg-red-50 text-red-800' : 'border-slate-200 bg-slate-50 text-slate-700',
        )}
        {...(t.over ? { role: 'alert' } : {})}
      >
        <span>
          Total <strong className="tabular-nums">{kg(t.total_weight)}</strong>
          {t.payload_kg != null ? (
            <>
              {' '}
              of payload <strong className="tabular-nums">{kg(t.payload_kg)}</strong>
            </>
          ) : (
            ' (aircraft payload unknown)'
          )}
        </span>
        {t.payload_kg != null &&
          (t.over ? (
            <strong className="ml-auto">Over payload by {kg(t.total_weight - t.payload_kg)}: offload before departure</strong>
          ) : (
            <span className="ml-auto text-slate-500">{kg(t.payload_kg - t.total_weight)} available</span>
          ))}
      </div>
    </section>
  );
}
