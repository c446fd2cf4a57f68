'use client';
// A day of the roster calendar (spec 2's pilot calendar cell): the airport code of the day's base, the duty
// status code in its colour and the day's flights as local-time chips in their flight-type colour.
import { Fragment, memo } from 'react';
import { cn } from '@/components/ui/cn';
import { dutyStatusByNo } from '@/lib/rules/duty-status';
import { FLIGHT_STATUS, flightChipColours, flightTypeLabel } from '@/lib/rules/flight';
import type { PilotScheduleEntry } from '@/lib/rules/pilot-schedule';
import { DutyCode } from './duty';
import { type FlightRow, route } from './types';

const MAX_CHIPS = 3;

export function FlightChip({ flight, className }: { flight: FlightRow; className?: string }) {
  const canceled = flight.flight_status === FLIGHT_STATUS.canceled;
  return (
    <span
      className={cn(
        'block truncate rounded-sm px-0.5 text-center font-mono text-[10px] leading-[14px]',
        canceled && 'line-through',
        className,
      )}
      style={flightChipColours(flight.flight_type, canceled)}
      title={`${flight.flight_number} ${route(flight)} ${flight.etd_local}–${flight.eta_local} · ${flightTypeLabel(flight.flight_type)}${canceled ? ' · canceled' : ''}`}
    >
      {flight.etd_local}
    </span>
  );
}

/** The airport code shown for a roster base: the base's airport IATA code, else its short name. */
export type BaseCode = (baseId: number, shortName: string) => string;

export const Cell = memo(function Cell({
  row,
  day,
  date,
  crewName,
  entry,
  flights,
  selected,
  weekend,
  isToday,
  baseCode,
}: {
  row: number;
  day: number;
  date: string;
  crewName: string;
  entry: PilotScheduleEntry | undefined;
  flights: FlightRow[] | undefined;
  selected: boolean;
  weekend: boolean;
  isToday: boolean;
  baseCode: BaseCode;
}) {
  const status = entry?.status;
  const s = dutyStatusByNo(status);
  const code = entry && entry.base > 0 ? baseCode(entry.base, entry.base_name_short) : '';
  const list = flights ?? [];
  const chips = list.slice(0, list.length > MAX_CHIPS ? MAX_CHIPS - 1 : MAX_CHIPS);
  const more = list.length > MAX_CHIPS ? `+${list.length - MAX_CHIPS + 1} more` : '';
  // The name starts with the codes and times the cell shows (a speech user says what they see), then says it in words.
  const shown = [code, entry ? (s?.code ?? '–') : '', ...chips.map((f) => f.etd_local), more].filter(Boolean).join(' ');
  const label = `${shown ? `${shown}: ` : ''}${crewName}, ${date}: ${s ? s.name : 'not rostered'}${code ? ` at ${code}` : ''}${list.length ? `, ${list.length} flight${list.length > 1 ? 's' : ''}` : ''}`;
  return (
    <td
      className={cn(
        'h-14 border-r border-b border-slate-200 p-0 align-top',
        weekend && 'bg-slate-50',
        isToday && 'bg-brand-50/70',
        selected && 'bg-brand-100',
      )}
    >
      <button
        type="button"
        aria-label={label}
        data-cell={`${row}:${day}`}
        data-status={status ?? ''}
        // One grid, no wrappers (each element of ~330 cells costs the first draw): the base code and the
        // status on the first line, the flights below across both columns.
        className={cn(
          'grid h-full min-h-14 w-full cursor-pointer grid-cols-[1fr_auto] content-start items-center gap-0.5 p-0.5 text-left select-none',
          'hover:bg-brand-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500',
          selected && 'outline-2 -outline-offset-2 outline-brand-500 hover:bg-brand-100',
        )}
      >
        {code && <span className="font-mono text-[10px] leading-4 whitespace-nowrap text-slate-500">{code}</span>}
        {/* Spaces between the parts (a grid does not draw them) keep the codes apart as words in the name's check. */}{' '}
        {entry && <DutyCode status={status} className="col-start-2" />}{' '}
        {chips.map((f) => (
          <Fragment key={f.id}>
            <FlightChip flight={f} className="col-span-2" />{' '}
          </Fragment>
        ))}
        {more && <span className="col-span-2 text-center text-[10px] leading-3 text-slate-500">{more}</span>}
      </button>
    </td>
  );
});
