'use client';
// The crew member's Flights tab: their flights in a date range, with the seat they fly and the other crew.
import { useMemo } from 'react';
import { createColumnHelper } from '@/components/data-table/data-table';
import { fmtDay } from '@/lib/format/dates';
import { fmtHours } from '@/lib/format/numbers';
import { RecordsPanel, type RecordsTable, TypeDot, useRecordPage } from './crew-records';
import { type FlightRow, route } from './types';

const helper = createColumnHelper<FlightRow>();
const NOWRAP = { className: 'whitespace-nowrap' };

function flightColumns(pilotId: number) {
  const pic = (f: FlightRow) => f.pilot_id === pilotId;
  return [
    helper.accessor('flight_date', { header: 'Date', cell: (c) => fmtDay(c.getValue()), meta: NOWRAP }),
    helper.accessor('flight_number', { header: 'Flight', meta: { className: 'font-mono font-semibold' } }),
    helper.display({ id: 'route', header: 'Route', cell: ({ row }) => route(row.original), meta: NOWRAP }),
    helper.display({
      id: 'times',
      header: 'ETD–ETA',
      cell: ({ row: { original: f } }) => `${f.etd_local}–${f.eta_local}`,
      meta: { className: 'font-mono' },
    }),
    helper.accessor('flighttime_decimal', { header: 'Hours', cell: (c) => fmtHours(c.getValue()), meta: { align: 'right' } }),
    helper.accessor('flight_type', { header: 'Type', cell: (c) => <TypeDot type={c.getValue()} /> }),
    helper.accessor('registration', {
      header: 'Aircraft',
      meta: { className: 'font-mono whitespace-nowrap' },
      cell: ({ row: { original: f } }) => (
        <>
          {f.registration} <span className="text-xs text-slate-500">{f.fleet_type_code}</span>
        </>
      ),
    }),
    helper.display({ id: 'seat', header: 'Seat', cell: ({ row }) => (pic(row.original) ? 'PIC' : 'SIC') }),
    helper.display({
      id: 'other',
      header: 'Other crew',
      cell: ({ row: { original: f } }) => (pic(f) ? f.copilot_name : f.pilot_name) ?? '–',
      meta: NOWRAP,
    }),
    helper.accessor('flight_status_name', { header: 'Status' }),
  ];
}

const TABLE: RecordsTable = {
  label: 'Flights',
  emptyTitle: 'No flights',
  emptyText: 'No flights',
};

export function CrewFlights({ pilotId }: { pilotId: number }) {
  const records = useRecordPage('/api/flight/route-schedule/pilot/{pid}', { pid: pilotId }, 30, 14);
  const columns = useMemo(() => flightColumns(pilotId), [pilotId]);
  return (
    <RecordsPanel
      records={records}
      table={TABLE}
      summary={<span className="ml-auto text-xs text-slate-500">Times are local at each airport.</span>}
      columns={columns}
      rowClassName={(f) => (f.flight_status === 0 ? 'text-slate-500 line-through' : '')}
    />
  );
}
