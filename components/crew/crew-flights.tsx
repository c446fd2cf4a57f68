'use client';
import { FLIGHTS } from '@/components/schedule/changed-paths';
// The crew member's Flights tab: their flights in a date range, with the seat they fly and the other crew.
import { fmtDay } from '@/lib/format/dates';
import { fmtHours } from '@/lib/format/numbers';
import type { ListResult } from '@/lib/schemas/list';
import { RecordsPanel, type RecordsTable, TD, TypeDot, useRecordPage } from './crew-records';
import { type FlightRow, route } from './types';

const TABLE: RecordsTable = {
  label: 'Flights',
  head: ['Date', 'Flight', 'Route', 'ETD–ETA', '>Hours', 'Type', 'Aircraft', 'Seat', 'Other crew', 'Status'],
  emptyTitle: 'No flights',
  emptyText: 'No flights',
};

export function CrewFlights({ pilotId }: { pilotId: number }) {
  const records = useRecordPage<ListResult<FlightRow>>(`${FLIGHTS}/pilot/${pilotId}`, 30, 14);
  return (
    <RecordsPanel
      records={records}
      table={TABLE}
      summary={<span className="ml-auto text-xs text-slate-500">Times are local at each airport.</span>}
    >
      {(result) =>
        result.data.map((f) => (
          <tr key={f.id} className={f.flight_status === 0 ? 'text-slate-500 line-through' : undefined}>
            <td className={`${TD} whitespace-nowrap`}>{fmtDay(f.flight_date)}</td>
            <td className={`${TD} font-mono font-semibold`}>{f.flight_number}</td>
            <td className={`${TD} whitespace-nowrap`}>{route(f)}</td>
            <td className={`${TD} font-mono`}>
              {f.etd_local}–{f.eta_local}
            </td>
            <td className={`${TD} text-right tabular-nums`}>{fmtHours(f.flighttime_decimal)}</td>
            <td className={TD}>
              <TypeDot type={f.flight_type} />
            </td>
            <td className={`${TD} font-mono whitespace-nowrap`}>
              {f.registration} <span className="text-xs text-slate-500">{f.fleet_type_code}</span>
            </td>
            <td className={TD}>{f.pilot_id === pilotId ? 'PIC' : 'SIC'}</td>
            <td className={`${TD} whitespace-nowrap`}>{(f.pilot_id === pilotId ? f.copilot_name : f.pilot_name) ?? '–'}</td>
            <td className={TD}>{f.flight_status_name}</td>
          </tr>
        ))
      }
    </RecordsPanel>
  );
}
