'use client';
import { PrintFrame } from '@/components/ui/print-frame';
// A flight's manifest on one portrait page, printed through the print frame (components/ui/print-frame.tsx).
import { TableHead } from '@/components/ui/table-head';
import { manifestName, manifestReference, manifestStatusName } from '@/lib/rules/manifest';
import type { ManifestList, ManifestRow } from '@/lib/schemas/flight/manifest';
import { kg } from './manifest-summary';

/** In print the manifest fills the page's width and no row breaks across pages. */
const PAPER = '[data-print-paper] { width: 100% !important; padding: 0 !important; } [data-print-paper] tr { break-inside: avoid; }';

export function ManifestPrintDialog({
  list,
  open,
  onOpenChange,
}: {
  list: ManifestList;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <PrintFrame open={open} onOpenChange={onOpenChange} title={`Print manifest #SI${list.schedule.id}`} paper={PAPER}>
      <Paper list={list} />
    </PrintFrame>
  );
}

function Paper({ list }: { list: ManifestList }) {
  const s = list.schedule;
  const t = list.totals;
  const passengers = list.data.filter((r) => r.type === 'passenger');
  const cargo = list.data.filter((r) => r.type === 'cargo');
  const dep = s.dep_iata ?? s.dep_icao ?? '—';
  const arr = s.arr_iata ?? s.arr_icao ?? '—';
  return (
    <div
      data-print-paper
      data-testid="manifest-paper"
      className="w-[816px] bg-white px-10 py-8 text-[11px] leading-tight text-slate-900 shadow-md"
    >
      <header className="flex items-start justify-between border-b-2 border-slate-900 pb-3">
        <div>
          <p className="text-[10px] font-semibold uppercase tracking-[0.2em] text-slate-500">Ops Back-Office · Booking manifest</p>
          <h1 className="mt-1 text-xl font-bold tracking-wide">MANIFEST #SI{s.id}</h1>
        </div>
        <table className="text-right">
          <tbody>
            <tr>
              <td className="pr-2 text-slate-600">Flight</td>
              <td className="font-semibold">
                {s.flight_number} · {s.flight_date}
              </td>
            </tr>
            <tr>
              <td className="pr-2 text-slate-600">Route</td>
              <td className="font-semibold">
                {dep} {s.dep_cityname ?? ''} {s.etd_local} → {arr} {s.arr_cityname ?? ''} {s.eta_local} (local)
              </td>
            </tr>
            <tr>
              <td className="pr-2 text-slate-600">Aircraft</td>
              <td className="font-semibold">
                {s.registration ?? '—'} {s.fleet_type_code ?? ''} · payload {s.payload_kg != null ? kg(s.payload_kg) : 'unknown'}
              </td>
            </tr>
          </tbody>
        </table>
      </header>

      <PrintTable title={`Passengers (${passengers.length})`} rows={passengers} list={list} passenger />
      <PrintTable title={`Cargo (${cargo.length})`} rows={cargo} list={list} passenger={false} />

      <section className="mt-4 grid grid-cols-6 border border-slate-900 text-center">
        {(
          [
            ['Passengers', String(t.passengers)],
            ['Bags', String(t.bags)],
            ['Passenger wt', kg(t.passenger_weight)],
            ['Baggage wt', kg(t.bag_weight)],
            ['Cargo wt', kg(t.cargo_weight)],
            ['Total / payload', `${kg(t.total_weight)} / ${t.payload_kg != null ? kg(t.payload_kg) : '—'}`],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="border-r border-slate-900 px-1 py-1.5 last:border-r-0">
            <p className="text-[9px] uppercase tracking-wider text-slate-500">{label}</p>
            <p className="font-bold">{value}</p>
          </div>
        ))}
      </section>
      {t.over && t.payload_kg != null && (
        <p className="mt-2 border-2 border-red-700 px-2 py-1 text-center font-bold text-red-700">
          OVER PAYLOAD BY {kg(t.total_weight - t.payload_kg)}
        </p>
      )}

      <footer className="mt-8 grid grid-cols-3 gap-8 text-center">
        {['Prepared by', 'Pilot in command', 'Station'].map((who) => (
          <div key={who}>
            <div className="h-10 border-b border-slate-900" />
            <p className="mt-1 text-slate-600">{who}</p>
          </div>
        ))}
      </footer>
    </div>
  );
}

function PrintTable({ title, rows, list, passenger }: { title: string; rows: ManifestRow[]; list: ManifestList; passenger: boolean }) {
  const s = list.schedule;
  return (
    <section className="mt-4">
      <h2 className="mb-1 text-[12px] font-bold uppercase tracking-wider">{title}</h2>
      <table className="w-full border-collapse">
        <TableHead
          cell="py-1 pr-2"
          rowClassName="border-y border-slate-900 text-left"
          heads={[
            { label: '#', className: 'w-8 py-1 pr-1' },
            'Ref',
            passenger ? 'Name' : 'Contents',
            '>Weight kg',
            '>Bags',
            '>Bag kg',
            passenger && 'Notes',
            { label: 'Status', className: 'py-1' },
          ]}
        />
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={passenger ? 8 : 7} className="py-1 text-slate-500">
                None
              </td>
            </tr>
          )}
          {rows.map((r, i) => {
            const status = manifestStatusName(r.status);
            return (
              <tr
                key={r.id}
                className={status === 'inactive' ? 'border-b border-slate-200 text-slate-500 line-through' : 'border-b border-slate-200'}
              >
                <td className="py-0.5 pr-1">{i + 1}</td>
                <td className="py-0.5 pr-2 font-mono">{manifestReference(s.id, r.id, s.flight_date)}</td>
                <td className="py-0.5 pr-2">{passenger ? manifestName(r) : r.description}</td>
                <td className="py-0.5 pr-2 text-right">{r.weight}</td>
                <td className="py-0.5 pr-2 text-right">{r.bag}</td>
                <td className="py-0.5 pr-2 text-right">{r.bag_weight}</td>
                {passenger && <td className="py-0.5 pr-2">{r.description}</td>}
                <td className={status === 'error' ? 'py-0.5 font-bold text-red-700' : 'py-0.5'}>
                  {status === 'active' ? '' : status.toUpperCase()}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
