'use client';
import { useMemo, useState } from 'react';
import { type ListState, listQueryString } from '@/components/data-table/list-params';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
// The calendar view (spec 2, list/calendar toggle): a month grid from Monday to Sunday whose days hold the
// flights as chips in their type's colour (local departure time, flight number, route). A chip opens the
// flight; a day with more flights than fit shows them all in a day list; a day's '+' adds a flight on it.
import { ASK_AGAIN, useApiGet } from '@/lib/client/query';
import { FLIGHT_TYPES, flightChipColours, flightTypeColour, flightTypeLabel } from '@/lib/rules/flight';
import { addMonths, dayTitle, localToday, monthBounds, monthGrid, monthTitle } from './dates';
import { NON_DATE_FILTERS } from './filters';
import { arrCode, depCode, SCHEDULE_ENDPOINT, type ScheduleRow } from './types';

/** The most flights one request brings for a month (the API allows more; a month's grid needs no more). */
export const CALENDAR_LIMIT = 2000;
/** Chips shown in a day before '+N more'. */
const SHOWN = 4;
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

function FlightChip({ row, onOpen, detailed }: { row: ScheduleRow; onOpen: (row: ScheduleRow) => void; detailed?: boolean }) {
  const canceled = row.flight_status === 0;
  const route = `${depCode(row)}–${arrCode(row)}`;
  const details = ` · ${row.eta_local} · ${row.registration} · ${row.pilot_name ?? 'no pilot'} · ${row.flight_status_name}`;
  // The name starts with the words the chip shows (a speech user says what they see), then the rest.
  const shown = `${row.etd_local} ${row.flight_number} ${route}${detailed ? details : ''}`;
  return (
    <button
      type="button"
      onClick={() => onOpen(row)}
      data-flight={row.flight_number}
      title={`${row.flight_number} ${flightTypeLabel(row.flight_type)} · ${route} ${row.etd_local}–${row.eta_local} · ${row.registration} · ${row.flight_status_name}${row.pilot_name ? ` · ${row.pilot_name}` : ''}`}
      aria-label={`${shown}, ${row.flight_date}, ${flightTypeLabel(row.flight_type)}, ${row.flight_status_name}`}
      className={cn(
        'block w-full truncate rounded px-1 py-0.5 text-left text-[11px] leading-4 hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500',
        canceled && 'line-through',
      )}
      style={flightChipColours(row.flight_type, canceled)}
    >
      <span className="tabular-nums">{row.etd_local}</span> <span className="font-semibold">{row.flight_number}</span> {route}
      {detailed && <span>{details}</span>}
    </button>
  );
}

export function TypeLegend() {
  return (
    <ul className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-600" aria-label="Flight type colours">
      {FLIGHT_TYPES.map((t) => (
        <li key={t} className="inline-flex items-center gap-1">
          <span aria-hidden className="inline-block size-3 rounded-sm" style={{ background: flightTypeColour(t) }} />
          {flightTypeLabel(t)}
        </li>
      ))}
    </ul>
  );
}

export function ScheduleCalendar({
  month,
  onMonthChange,
  state,
  filters,
  onOpen,
  onAdd,
}: {
  /** 'YYYY-MM'. */
  month: string;
  onMonthChange: (month: string) => void;
  /** The list state (search and filters) the table uses; its dates are replaced by the month's. */
  state: ListState;
  filters: React.ReactNode;
  onOpen: (row: ScheduleRow) => void;
  onAdd: (day: string) => void;
}) {
  const [openDay, setOpenDay] = useState<string | null>(null);
  const { first, last } = monthBounds(month);
  const kept: Record<string, string> = {};
  for (const k of NON_DATE_FILTERS) if (state.filters[k]) kept[k] = state.filters[k];
  const query = listQueryString(
    { page: 1, limit: CALENDAR_LIMIT, sort: 'flight_date', order: 'asc', q: state.q, filters: kept },
    { from: first, to: last },
  );
  const {
    data: result,
    error,
    isFetching: loading,
  } = useApiGet(SCHEDULE_ENDPOINT, {
    search: query,
    keepPrevious: true,
    ...ASK_AGAIN,
  });

  const byDay = useMemo(() => {
    const map = new Map<string, ScheduleRow[]>();
    for (const r of result?.data ?? []) {
      const list = map.get(r.flight_date) ?? [];
      list.push(r);
      map.set(r.flight_date, list);
    }
    for (const list of map.values()) list.sort((a, b) => a.etd.localeCompare(b.etd) || a.flight_number.localeCompare(b.flight_number));
    return map;
  }, [result]);

  const days = monthGrid(month);
  const today = localToday();
  const shown = result?.data.length ?? 0;
  const total = result?.total ?? 0;
  const dayRows = openDay ? (byDay.get(openDay) ?? []) : [];

  return (
    <div className="rounded-lg border border-slate-200 bg-white shadow-sm">
      <div className="flex flex-wrap items-center gap-2 border-b border-slate-200 p-3">
        <div className="flex items-center gap-1">
          <Button variant="secondary" size="sm" aria-label="Previous month" onClick={() => onMonthChange(addMonths(month, -1))}>
            ‹
          </Button>
          <h2 className="w-36 text-center text-sm font-semibold text-slate-900" data-testid="calendar-month">
            {monthTitle(month)}
          </h2>
          <Button variant="secondary" size="sm" aria-label="Next month" onClick={() => onMonthChange(addMonths(month, 1))}>
            ›
          </Button>
          <Button variant="ghost" size="sm" onClick={() => onMonthChange(today.slice(0, 7))}>
            This month
          </Button>
        </div>
        {filters}
        <div className="ml-auto flex items-center gap-2 text-xs text-slate-500">
          {loading && <Spinner className="size-4 text-brand-600" />}
          {result && (
            <span data-testid="calendar-count">
              {total} flight{total === 1 ? '' : 's'}
              {shown < total && ` (first ${shown} shown; narrow with the filters)`}
            </span>
          )}
        </div>
      </div>
      {error && (
        <p role="alert" className="border-b border-red-200 bg-red-50 px-4 py-2 text-sm text-red-700">
          {error.message}
        </p>
      )}
      <div className={cn('grid grid-cols-7', loading && result && 'opacity-60')} aria-busy={loading}>
        {WEEKDAYS.map((d) => (
          <div
            key={d}
            className="border-b border-slate-200 bg-slate-50 px-2 py-1.5 text-xs font-semibold uppercase tracking-wide text-slate-500"
          >
            {d}
          </div>
        ))}
        {days.map((day) => {
          const inMonth = day >= first && day <= last;
          const flights = inMonth ? (byDay.get(day) ?? []) : [];
          return (
            <section
              key={day}
              aria-label={dayTitle(day)}
              data-day={day}
              className={cn(
                'group min-h-28 border-b border-r border-slate-100 p-1 [&:nth-child(7n)]:border-r-0',
                !inMonth && 'bg-slate-50/70',
              )}
            >
              <div className="mb-1 flex items-center justify-between">
                <span
                  className={cn(
                    'inline-flex size-6 items-center justify-center rounded-full text-xs',
                    !inMonth ? 'text-slate-500' : day === today ? 'bg-brand-700 font-semibold text-white' : 'text-slate-700',
                  )}
                >
                  {Number(day.slice(8, 10))}
                </span>
                {inMonth && (
                  <button
                    type="button"
                    aria-label={`Add a flight on ${day}`}
                    onClick={() => onAdd(day)}
                    className="rounded px-1 text-sm leading-5 text-slate-500 opacity-0 group-hover:opacity-100 hover:bg-slate-100 hover:text-slate-700 focus-visible:opacity-100"
                  >
                    +
                  </button>
                )}
              </div>
              <div className="space-y-0.5">
                {flights.slice(0, SHOWN).map((r) => (
                  <FlightChip key={r.id} row={r} onOpen={onOpen} />
                ))}
                {flights.length > SHOWN && (
                  <button
                    type="button"
                    onClick={() => setOpenDay(day)}
                    className="w-full rounded px-1 text-left text-[11px] font-medium text-brand-700 hover:bg-brand-50"
                  >
                    +{flights.length - SHOWN} more
                  </button>
                )}
              </div>
            </section>
          );
        })}
      </div>
      <div className="border-t border-slate-200 px-3 py-2">
        <TypeLegend />
      </div>

      <Dialog open={!!openDay} onOpenChange={(o) => !o && setOpenDay(null)}>
        <DialogContent title={openDay ? `Flights on ${dayTitle(openDay)}` : ''} description={`${dayRows.length} flights`} maxWidth={560}>
          <div className="max-h-[60vh] space-y-1 overflow-y-auto">
            {dayRows.map((r) => (
              <FlightChip
                key={r.id}
                row={r}
                detailed
                onOpen={(row) => {
                  setOpenDay(null);
                  onOpen(row);
                }}
              />
            ))}
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}
