'use client';
import { useSearchParams } from 'next/navigation';
// The duty roster (/flight/pilot/roster): a month at a time, as a calendar (crew x days) or as a list of
// the month's entries. Month, base filter and view are in the URL. Three calls per month: crew, roster
// (packed string) and flights.
import { useCallback, useMemo, useState } from 'react';
import { useLiveChanges } from '@/components/realtime/use-live-changes';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterSelect } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { TableHead } from '@/components/ui/table-head';
import { fmtDay, today as todayDay } from '@/lib/format/dates';
import { dutyStatusByNo } from '@/lib/rules/duty-status';
import { FLIGHT_TYPES, flightTypeColour, flightTypeLabel } from '@/lib/rules/flight';
import type { BaseRow } from '@/lib/schemas/flight/rows';
import { Pager } from './crew-records';
import { CrewTabs } from './crew-tabs';
import { DutyCode, DutyLegend } from './duty';
import { type BulkTarget, RosterBulkDialog } from './roster-bulk-dialog';
import { FlightChip } from './roster-cell';
import { cellKey, isMonth, monthLabel, monthOf, shiftMonth, useRosterMonth, WEEKDAY_SHORT, weekday } from './roster-data';
import { type DayTarget, RosterDayDialog } from './roster-day-dialog';
import { type CellRef, RosterGrid, type Selection, selectionBounds } from './roster-grid';
import { RANK_SHORT, route } from './types';

const LIST_PAGE = 100;

export function Roster({ bases }: { bases: BaseRow[] }) {
  const params = useSearchParams();
  const month = isMonth(params.get('month')) ? (params.get('month') as string) : monthOf();
  const baseFilter = params.get('base') ?? undefined;
  const view = params.get('view') === 'list' ? 'list' : 'calendar';
  const { shown, loading, error } = useRosterMonth(month, baseFilter);
  useLiveChanges('roster');
  useLiveChanges('schedule');
  const [selection, setSelection] = useState<Selection | null>(null);
  const [day, setDay] = useState<DayTarget | null>(null);
  const [bulk, setBulk] = useState<BulkTarget | null>(null);
  const [listPage, setListPage] = useState(1);
  const today = todayDay();

  function setParam(patch: Record<string, string | undefined>) {
    const q = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v === undefined) q.delete(k);
      else q.set(k, v);
    }
    // The roster's own state: no server round trip.
    window.history.replaceState(null, '', q.size ? `?${q}` : window.location.pathname);
    setSelection(null);
    setListPage(1);
  }

  const airportOfBase = useMemo(() => new Map(bases.map((b) => [b.id, b.airport?.iata ?? b.airport?.icao ?? b.short_name])), [bases]);
  const baseCode = useCallback((id: number, short: string) => airportOfBase.get(id) ?? short, [airportOfBase]);

  const data = shown?.data;
  const days = shown?.days ?? [];
  const crew = data?.crew ?? [];

  const openDay = useCallback(
    (cell: CellRef) => {
      if (!data) return;
      const c = data.crew[cell.row];
      const date = days[cell.day];
      if (!c || !date) return;
      const key = cellKey(c.id, date);
      setDay({ crew: c, date, entry: data.entries.get(key), flights: data.flights.get(key) ?? [] });
    },
    [data, days],
  );

  const selectRange = useCallback(
    (s: Selection) => {
      const b = selectionBounds(s);
      setBulk({
        pilotIds: crew.slice(b.rows[0], b.rows[1] + 1).map((c) => c.id),
        from: days[b.days[0]],
        to: days[b.days[1]],
      });
    },
    [crew, days],
  );

  // The list view: the month's entries of the shown crew, by day then crew.
  const listRows = useMemo(() => {
    if (!data || view !== 'list') return [];
    const rows = [];
    for (const d of days) {
      for (const c of data.crew) {
        const key = cellKey(c.id, d);
        const entry = data.entries.get(key);
        const flights = data.flights.get(key) ?? [];
        if (entry || flights.length) rows.push({ key, date: d, crew: c, entry, flights });
      }
    }
    return rows;
  }, [data, days, view]);

  const counts = useMemo(() => {
    const out = new Map<number, number>();
    if (!data) return out;
    const ids = new Set(data.crew.map((c) => c.id));
    for (const e of data.entries.values()) if (ids.has(e.pilot) && e.status != null) out.set(e.status, (out.get(e.status) ?? 0) + 1);
    return out;
  }, [data]);

  const pages = Math.max(1, Math.ceil(listRows.length / LIST_PAGE));
  const page = Math.min(listPage, pages);

  return (
    <>
      <CrewTabs />
      <section className="rounded-lg border border-slate-200 bg-white shadow-sm" aria-label="Duty roster">
        <div className="flex flex-wrap items-center gap-2 border-b border-slate-200 p-3">
          <div className="flex items-center gap-1">
            <Button variant="secondary" size="sm" aria-label="Previous month" onClick={() => setParam({ month: shiftMonth(month, -1) })}>
              ‹
            </Button>
            <h2 className="w-36 text-center text-sm font-semibold text-slate-900" data-testid="roster-month">
              {monthLabel(month)}
            </h2>
            <Button variant="secondary" size="sm" aria-label="Next month" onClick={() => setParam({ month: shiftMonth(month, 1) })}>
              ›
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setParam({ month: undefined })} disabled={month === monthOf()}>
              This month
            </Button>
          </div>
          <FilterSelect
            aria-label="Filter by base"
            className="w-48"
            value={baseFilter}
            onChange={(v) => setParam({ base: v })}
            all="All bases"
            options={bases.map((b) => ({ value: String(b.id), label: `${b.short_name} · ${b.name}` }))}
          />
          <fieldset className="inline-flex rounded-md border border-slate-300 p-0.5">
            <legend className="sr-only">View</legend>
            {(['calendar', 'list'] as const).map((v) => (
              <button
                key={v}
                type="button"
                aria-pressed={view === v}
                onClick={() => setParam({ view: v === 'calendar' ? undefined : v })}
                className={cn(
                  'rounded px-2.5 py-1 text-xs font-medium',
                  view === v ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100',
                )}
              >
                {v === 'calendar' ? 'Calendar' : 'List'}
              </button>
            ))}
          </fieldset>
          <div className="ml-auto flex items-center gap-2">
            {loading && <Spinner className="size-4 text-brand-600" />}
            <span className="text-xs text-slate-500">Click a day to edit it; drag or shift-click across days for a range.</span>
            <Button
              onClick={() => setBulk({ pilotIds: [], from: days[0] ?? `${month}-01`, to: days[days.length - 1] ?? `${month}-01` })}
              disabled={!data}
            >
              Bulk edit
            </Button>
          </div>
        </div>

        {error && (
          <p role="alert" className="border-b border-red-200 bg-red-50 px-4 py-2 text-sm text-red-700">
            {error}
          </p>
        )}

        {!data ? (
          <div
            className="flex items-center justify-center gap-2 py-16 text-sm text-slate-500"
            data-testid="roster-loading"
            role="status"
            aria-busy="true"
          >
            <Spinner className="size-4 text-brand-600" /> Loading the roster…
          </div>
        ) : crew.length === 0 ? (
          <EmptyState
            title="No active crew"
            description={baseFilter ? 'No active crew member has this home base.' : "Add crew on the 'Crew' view first."}
          />
        ) : view === 'calendar' ? (
          <div className={cn(loading && 'pointer-events-none opacity-60')} aria-busy={loading}>
            <RosterGrid
              month={data}
              days={days}
              crew={crew}
              today={today}
              baseCode={baseCode}
              onOpenDay={openDay}
              onSelectRange={selectRange}
              selection={selection}
              onSelection={setSelection}
            />
          </div>
        ) : listRows.length === 0 ? (
          <EmptyState title="Nothing rostered" description={`No roster entries or flights in ${monthLabel(month)} for this crew.`} />
        ) : (
          <div className={cn('overflow-x-auto', loading && 'opacity-60')}>
            <table className="w-full text-left text-sm" aria-label="Roster entries">
              <TableHead
                cell="px-3 py-2"
                heads={['Day', 'Crew', 'Status', 'Base', 'Flights (local)']}
                className="bg-slate-50 text-xs tracking-wide text-slate-500 uppercase"
              />
              <tbody className="divide-y divide-slate-100">
                {listRows.slice((page - 1) * LIST_PAGE, page * LIST_PAGE).map((r) => (
                  <tr
                    key={r.key}
                    className="cursor-pointer hover:bg-slate-50"
                    onClick={() => setDay({ crew: r.crew, date: r.date, entry: r.entry, flights: r.flights })}
                  >
                    <td className={cn('px-3 py-1.5 whitespace-nowrap', r.date === today && 'font-semibold text-brand-800')}>
                      {WEEKDAY_SHORT[weekday(r.date)]} {fmtDay(r.date)}
                    </td>
                    <td className="px-3 py-1.5 whitespace-nowrap">
                      {r.crew.name} <span className="font-mono text-xs text-slate-500">{r.crew.crew_code}</span>{' '}
                      <span className="text-xs text-slate-500">{RANK_SHORT[r.crew.rank]}</span>
                    </td>
                    <td className="px-3 py-1.5 whitespace-nowrap">
                      {r.entry ? (
                        <span className="inline-flex items-center gap-1.5">
                          <DutyCode status={r.entry.status} />
                          {dutyStatusByNo(r.entry.status)?.name ?? 'No status'}
                        </span>
                      ) : (
                        <span className="text-slate-500 italic">not rostered</span>
                      )}
                    </td>
                    <td className="px-3 py-1.5">{r.entry && r.entry.base > 0 ? baseCode(r.entry.base, r.entry.base_name_short) : '–'}</td>
                    <td className="px-3 py-1.5">
                      <div className="flex flex-wrap gap-x-3 gap-y-1">
                        {r.flights.map((f) => (
                          <span key={f.id} className="inline-flex items-center gap-1 text-xs whitespace-nowrap">
                            <span className="w-10">
                              <FlightChip flight={f} />
                            </span>
                            <span className="font-mono font-semibold">{f.flight_number}</span>
                            <span className="text-slate-500">{route(f)}</span>
                          </span>
                        ))}
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Pager page={page} total={listRows.length} onPage={setListPage} size={LIST_PAGE} />
          </div>
        )}

        <div className="space-y-2 border-t border-slate-200 px-4 py-3">
          <DutyLegend />
          <ul className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600" aria-label="Flight types">
            {FLIGHT_TYPES.map((t) => (
              <li key={t} className="inline-flex items-center gap-1">
                <span className="inline-block size-2.5 rounded-sm" style={{ backgroundColor: flightTypeColour(t) }} />
                {flightTypeLabel(t)}
              </li>
            ))}
          </ul>
          {data && counts.size > 0 && (
            <p className="text-xs text-slate-500" data-testid="roster-counts">
              {monthLabel(month)}:{' '}
              {[...counts.entries()]
                .sort((a, b) => a[0] - b[0])
                .map(([s, n]) => `${dutyStatusByNo(s)?.code} ${n}`)
                .join(' · ')}
              {data.unreadable > 0 && ` · ${data.unreadable} unreadable entries skipped`}
            </p>
          )}
        </div>
      </section>

      <RosterDayDialog target={day} bases={bases} onClose={() => setDay(null)} />
      <RosterBulkDialog
        target={bulk}
        crew={crew}
        bases={bases}
        onClose={() => {
          setBulk(null);
          setSelection(null);
        }}
      />
    </>
  );
}
