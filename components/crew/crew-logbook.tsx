'use client';
// The crew member's Logbook tab: logged flights in a date range, with the range's block hours and landings.
import { fmtDay, fmtInstant } from '@/lib/format/dates';
import { fmt, fmtHours } from '@/lib/format/numbers';
import { RecordsPanel, type RecordsTable, TD, TypeDot, useRecordPage } from './crew-records';
import { type LogbookResult, route } from './types';

const TABLE: RecordsTable = {
  label: 'Logbook',
  head: ['Date', 'Flight', 'Route', 'Block off (local)', 'Block on (local)', '>Block h', '>Landings', 'Aircraft', 'Type', 'Remarks'],
  emptyTitle: 'No logbook entries',
  emptyText: 'Nothing logged',
};

export function CrewLogbook({ pilotId }: { pilotId: number }) {
  const records = useRecordPage<LogbookResult>(`/api/flight/logbook/pilot/${pilotId}`, 90, 0);
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
    >
      {(page) =>
        page.data.map((e) => (
          <tr key={e.id}>
            <td className={`${TD} whitespace-nowrap`}>{fmtDay(e.flight_date)}</td>
            <td className={`${TD} font-mono font-semibold`}>{e.flight_number}</td>
            <td className={`${TD} whitespace-nowrap`}>{route(e)}</td>
            <td className={`${TD} whitespace-nowrap`}>{fmtInstant(e.block_off, e.dep_timezone)}</td>
            <td className={`${TD} whitespace-nowrap`}>{fmtInstant(e.block_on, e.arr_timezone)}</td>
            <td className={`${TD} text-right tabular-nums`}>{fmtHours(e.block_hours)}</td>
            <td className={`${TD} text-right tabular-nums`}>{e.landings}</td>
            <td className={`${TD} font-mono`}>{e.registration}</td>
            <td className={TD}>
              <TypeDot type={e.flight_type} />
            </td>
            <td className={`${TD} text-slate-600`}>{e.remarks ?? ''}</td>
          </tr>
        ))
      }
    </RecordsPanel>
  );
}
