'use client';
// The crew member's Logbook tab: logged flights in a date range, with the range's block hours and landings.
import { createColumnHelper } from '@/components/data-table/data-table';
import type { ApiRow } from '@/lib/client/api-client';
import { fmtDay, fmtInstant } from '@/lib/format/dates';
import { fmt, fmtHours } from '@/lib/format/numbers';
import { RecordsPanel, type RecordsTable, TypeDot, useRecordPage } from './crew-records';
import { route } from './types';

const helper = createColumnHelper<ApiRow<'/api/flight/logbook/pilot/{id}'>>();
const NOWRAP = { className: 'whitespace-nowrap' };
const COLUMNS = [
  helper.accessor('flight_date', { header: 'Date', cell: (c) => fmtDay(c.getValue()), meta: NOWRAP }),
  helper.accessor('flight_number', { header: 'Flight', meta: { className: 'font-mono font-semibold' } }),
  helper.display({ id: 'route', header: 'Route', cell: ({ row }) => route(row.original), meta: NOWRAP }),
  helper.accessor('block_off', {
    header: 'Block off (local)',
    cell: ({ row: { original: e } }) => fmtInstant(e.block_off, e.dep_timezone),
    meta: NOWRAP,
  }),
  helper.accessor('block_on', {
    header: 'Block on (local)',
    cell: ({ row: { original: e } }) => fmtInstant(e.block_on, e.arr_timezone),
    meta: NOWRAP,
  }),
  helper.accessor('block_hours', { header: 'Block h', cell: (c) => fmtHours(c.getValue()), meta: { align: 'right' } }),
  helper.accessor('landings', { header: 'Landings', meta: { align: 'right' } }),
  helper.accessor('registration', { header: 'Aircraft', meta: { className: 'font-mono' } }),
  helper.accessor('flight_type', { header: 'Type', cell: (c) => <TypeDot type={c.getValue()} /> }),
  helper.accessor('remarks', { header: 'Remarks', cell: (c) => c.getValue() ?? '', meta: { className: 'text-slate-600' } }),
];

const TABLE: RecordsTable = {
  label: 'Logbook',
  emptyTitle: 'No logbook entries',
  emptyText: 'Nothing logged',
};

export function CrewLogbook({ pilotId }: { pilotId: number }) {
  const records = useRecordPage('/api/flight/logbook/pilot/{id}', { id: pilotId }, 90, 0);
  const { result } = records;
  return (
    <RecordsPanel
      records={records}
      table={TABLE}
      summary={
        result && (
          <p className="ml-auto text-sm text-slate-700" data-testid="logbook-totals">
            <span className="font-semibold tabular-nums">{fmtHours(result.totals.block_hours)} h</span> block ·{' '}
            <span className="font-semibold tabular-nums">{fmt(result.totals.landings)}</span> landings ·{' '}
            <span className="font-semibold tabular-nums">{fmt(result.total)}</span> entries
          </p>
        )
      }
      columns={COLUMNS}
    />
  );
}
