'use client';
import { type ReactNode, useMemo, useRef } from 'react';
import { createColumnHelper, DataTable } from '@/components/data-table/data-table';
// The table view: one flight a row with its readiness light, type chip, status, route with local times,
// crew, base, aircraft and logbook state. A click selects the row (for the manifest); Edit and Delete
// are at the row's end.
import { StrokeIcon } from '@/components/shell/icons';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { fmtFixed } from '@/lib/format/numbers';
import type { ListResult } from '@/lib/schemas/list';
import { FlightStatusBadge, LogbookState, ReadinessDot, TypeChip } from './badges';
import { dayTitle, shortDay } from './dates';
import { arrCode, depCode, SCHEDULE_ENDPOINT, SCHEDULE_LIST, type ScheduleRow } from './types';

const helper = createColumnHelper<ScheduleRow>();

const MANIFEST_ICON = 'M8 4h8v3H8zM6 5.5H5v15h14v-15h-1M8.5 11h7M8.5 14.5h7M8.5 18h4';
const EDIT_ICON = 'M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4';
const DELETE_ICON = 'M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6';

/** A row button drawn as an icon, named for screen readers and tests ('Edit FX123 2026-11-21'). */
function IconButton({
  label,
  title,
  path,
  className,
  onClick,
}: {
  label: string;
  title: string;
  path: string;
  className?: string;
  onClick: () => void;
}) {
  return (
    <Button size="icon" variant="ghost" aria-label={label} title={title} className={cn('size-7', className)} onClick={onClick}>
      <StrokeIcon path={path} className="size-4" />
    </Button>
  );
}

/** A small cell of two lines (crew: pilot over copilot; base over area), each titled with its full text. */
function TwoLines({
  width,
  top,
  topTitle,
  topClass,
  bottom,
  bottomTitle,
}: {
  width: string;
  top: ReactNode;
  topTitle?: string | null;
  topClass: string;
  bottom: ReactNode;
  bottomTitle?: string | null;
}) {
  return (
    <div className={cn(width, 'text-xs leading-tight whitespace-nowrap')}>
      <p className={topClass} title={topTitle ?? undefined}>
        {top}
      </p>
      <p className="truncate text-slate-500" title={bottomTitle ?? undefined}>
        {bottom}
      </p>
    </div>
  );
}

export interface RowHandlers {
  select: (row: ScheduleRow) => void;
  edit: (row: ScheduleRow) => void;
  remove: (row: ScheduleRow) => void;
  /** Absent while the manifest dialog is not available. */
  manifest?: (row: ScheduleRow) => void;
}

export function ScheduleTable({
  initial,
  handlers,
  selectedId,
  filters,
  actions,
}: {
  /** The first page as the server rendered it for the URL's list state. */
  initial?: ListResult<ScheduleRow>;
  handlers: RowHandlers;
  selectedId: number | null;
  filters: ReactNode;
  actions: ReactNode;
}) {
  // Row buttons call the latest handlers without rebuilding the columns.
  const h = useRef(handlers);
  h.current = handlers;
  const hasManifest = !!handlers.manifest;

  const columns = useMemo(
    () =>
      helper.columns([
        helper.accessor('readiness', {
          header: () => (
            <span title="Readiness">
              <span aria-hidden>●</span>
              <span className="sr-only">Readiness</span>
            </span>
          ),
          enableSorting: false,
          meta: { align: 'center', className: 'w-12' },
          cell: (c) => <ReadinessDot readiness={c.getValue()} />,
        }),
        // Sorted by date (then ETD); the flight number is found with the search box.
        helper.accessor('flight_date', {
          header: 'Flight / date',
          meta: { className: 'whitespace-nowrap' },
          cell: (c) => (
            <div className="leading-tight">
              <p className="font-mono font-semibold text-slate-900">{c.row.original.flight_number}</p>
              <p className="text-xs text-slate-500" title={dayTitle(c.getValue())}>
                {shortDay(c.getValue())}
              </p>
            </div>
          ),
        }),
        helper.accessor('flight_type', {
          header: 'Type / status',
          cell: (c) => (
            <div className="flex flex-col items-start gap-1">
              <TypeChip type={c.getValue()} />
              <FlightStatusBadge status={c.row.original.flight_status} name={c.row.original.flight_status_name} />
            </div>
          ),
        }),
        helper.accessor('etd', {
          header: 'Route (local)',
          meta: { className: 'whitespace-nowrap' },
          cell: ({ row: { original: r } }) => (
            <div className="leading-tight">
              <p className="flex items-baseline gap-1.5">
                <span className="font-semibold" title={r.dep_cityname ?? undefined}>
                  {depCode(r)}
                </span>
                <span className="tabular-nums text-slate-600">{r.etd_local}</span>
                <span aria-hidden className="text-slate-500">
                  →
                </span>
                <span className="sr-only">to</span>
                <span className="font-semibold" title={r.arr_cityname ?? undefined}>
                  {arrCode(r)}
                </span>
                <span className="tabular-nums text-slate-600">{r.eta_local}</span>
              </p>
              <p className="text-xs text-slate-500 tabular-nums">{fmtFixed(r.flighttime_decimal, 2)} h</p>
            </div>
          ),
        }),
        helper.display({
          id: 'crew',
          header: 'Crew',
          cell: ({ row: { original: r } }) => (
            <TwoLines
              width="max-w-28"
              top={r.pilot_name ?? 'No pilot'}
              topTitle={r.pilot_name}
              topClass={cn('truncate', r.pilot_name ? 'text-slate-800' : 'text-red-700')}
              bottom={r.copilot_name ?? '–'}
              bottomTitle={r.copilot_name}
            />
          ),
        }),
        helper.display({
          id: 'base',
          header: 'Base / area',
          cell: ({ row: { original: r } }) => (
            <TwoLines
              width="max-w-24"
              top={r.base_name_short}
              topTitle={r.base_name}
              topClass="font-medium text-slate-800"
              bottom={r.area_name}
              bottomTitle={r.area_name}
            />
          ),
        }),
        helper.accessor('registration', {
          header: 'Aircraft',
          meta: { className: 'whitespace-nowrap' },
          cell: (c) => (
            <span>
              <span className="font-mono">{c.getValue()}</span>{' '}
              <span className="text-xs text-slate-500">{c.row.original.fleet_type_code}</span>
            </span>
          ),
        }),
        helper.display({
          id: 'logbook',
          header: () => <span title="Logbook entries">Log</span>,
          cell: ({ row }) => <LogbookState row={row.original} />,
        }),
        helper.display({
          id: 'actions',
          header: () => <span className="sr-only">Actions</span>,
          cell: ({ row }) => {
            const label = `${row.original.flight_number} ${row.original.flight_date}`;
            return (
              <div className="flex justify-end gap-0.5">
                {hasManifest && (
                  <IconButton
                    label={`Manifest ${label}`}
                    title="Manifest"
                    path={MANIFEST_ICON}
                    onClick={() => h.current.manifest?.(row.original)}
                  />
                )}
                <IconButton label={`Edit ${label}`} title="Edit" path={EDIT_ICON} onClick={() => h.current.edit(row.original)} />
                <IconButton
                  label={`Delete ${label}`}
                  title="Delete"
                  path={DELETE_ICON}
                  className="text-red-700"
                  onClick={() => h.current.remove(row.original)}
                />
              </div>
            );
          },
        }),
      ]),
    [hasManifest],
  );

  return (
    <DataTable<ScheduleRow>
      endpoint={SCHEDULE_ENDPOINT}
      params={{ readiness: '1' }}
      initial={initial}
      columns={columns}
      defaultSort={{ field: SCHEDULE_LIST.sort ?? 'flight_date', order: SCHEDULE_LIST.order ?? 'desc' }}
      pageSize={SCHEDULE_LIST.limit}
      searchPlaceholder="Flight, airport, aircraft, crew"
      emptyTitle="No flights scheduled"
      emptyDescription="Add a flight with '+ Add Flight', repeat one with 'Bulk create', or import a CSV file."
      onRowClick={(row) => h.current.select(row)}
      rowClassName={(row) => (row.id === selectedId ? 'bg-brand-50 hover:bg-brand-100' : undefined)}
      filters={filters}
      actions={actions}
    />
  );
}
