// Hours per aircraft over the month: flights and hours scheduled, the part flown up to today, and the
// hours engineering recorded (fleet_hours).

import { ScrollBox } from '@/components/ui/scroll-box';
import { fmt, fmtHours } from '@/lib/format/numbers';
import type { FleetPeriodHours } from '@/server/resources/flight/dashboard';
import { EmptyNote } from './parts';

export function FleetHoursTable({ hours }: { hours: FleetPeriodHours }) {
  if (!hours.data.length) return <EmptyNote>No aircraft in the fleet yet.</EmptyNote>;
  const max = Math.max(1, ...hours.data.map((r) => r.scheduled_hours));
  return (
    <ScrollBox label="Fleet hours by aircraft" className="max-h-96">
      <table className="w-full text-sm" data-testid="fleet-hours">
        <thead className="sticky top-0 bg-slate-50 text-xs text-slate-500">
          <tr>
            <th scope="col" className="px-4 py-2 text-left font-medium">
              Aircraft
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium">
              Flights
            </th>
            <th scope="col" className="w-[34%] px-2 py-2 text-left font-medium">
              Scheduled hours <span className="font-normal">(flown to date)</span>
            </th>
            <th scope="col" className="px-4 py-2 text-right font-medium">
              Recorded
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {hours.data.map((r) => (
            <tr key={r.fleet_id}>
              <td className="px-4 py-1.5">
                <span className="font-mono font-semibold text-slate-900">{r.registration}</span>
                <span className="ml-2 text-xs text-slate-500">
                  {r.fleet_type_code} · {r.base_name_short}
                </span>
              </td>
              <td className="px-2 py-1.5 text-right tabular-nums">{fmt(r.flights)}</td>
              <td className="px-2 py-1.5">
                <div className="flex items-center gap-2">
                  <div className="relative h-2 flex-1 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
                    <div className="absolute inset-y-0 left-0 bg-brand-200" style={{ width: `${(r.scheduled_hours / max) * 100}%` }} />
                    <div className="absolute inset-y-0 left-0 bg-brand-600" style={{ width: `${(r.flown_hours / max) * 100}%` }} />
                  </div>
                  <span className="w-24 shrink-0 text-right tabular-nums">
                    {fmtHours(r.scheduled_hours)} <span className="text-slate-500">({fmtHours(r.flown_hours)})</span>
                  </span>
                </div>
              </td>
              <td className="px-4 py-1.5 text-right tabular-nums">{r.recorded_hours ? fmtHours(r.recorded_hours) : '–'}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="sticky bottom-0 border-t border-slate-200 bg-slate-50 font-medium">
          <tr>
            <th scope="row" className="px-4 py-2 text-left">
              {fmt(hours.data.length)} aircraft
            </th>
            <td className="px-2 py-2 text-right tabular-nums">{fmt(hours.totals.flights)}</td>
            <td className="px-2 py-2 text-right tabular-nums">
              {fmtHours(hours.totals.scheduled_hours)} <span className="text-slate-500">({fmtHours(hours.totals.flown_hours)})</span>
            </td>
            <td className="px-4 py-2 text-right tabular-nums">{fmtHours(hours.totals.recorded_hours)}</td>
          </tr>
        </tfoot>
      </table>
    </ScrollBox>
  );
}
