'use client';
// The aircraft page's record tabs: releases to service, AFL pages and history. Each is a table of the
// aircraft's entries, latest first, with a dialog to add one.
import { type ColumnDef, createColumnHelper } from '@tanstack/react-table';
import { type ReactNode, useState } from 'react';
import type { z } from 'zod';
import { type FormField, type FormTarget, formValues, ResourceFormDialog } from '@/components/crud/resource-form';
import { DataTable, type TableFeatures } from '@/components/data-table/data-table';
import { Button } from '@/components/ui/button';
import type { CsvColumn } from '@/lib/rules/csv';
import { fleetAflCreate, fleetHistoryCreate, fleetReleaseCreate, HISTORY_EVENTS } from '@/lib/schemas/flight/fleet';
import type { FleetAflRow, FleetHistoryRow, FleetReleaseRow } from '@/lib/schemas/flight/rows';
import { HISTORY_EVENT_LABEL, HistoryEventBadge } from './badges';
import { fmt, fmtDay, fmtHours, fmtInstant, today } from './format';

interface LogProps<Row extends { id: number }> {
  fleetId: number;
  endpoint: string;
  prefix: string;
  title: string;
  // biome-ignore lint/suspicious/noExplicitAny: columns hold values of different types
  columns: ColumnDef<TableFeatures, Row, any>[];
  sort: string;
  searchPlaceholder?: string;
  emptyTitle: string;
  emptyDescription: ReactNode;
  csv: { filename: string; columns: CsvColumn<Row>[] };
  addLabel: string;
  dialogTitle: string;
  fields: FormField[];
  defaults: () => Record<string, unknown>;
  schema: z.ZodType;
  extra?: Record<string, unknown>;
  successMessage: string;
  columnsInForm?: 1 | 2 | 3;
  onSaved?: () => void;
}

function FleetLog<Row extends { id: number }>(p: LogProps<Row>) {
  const [reloadKey, setReloadKey] = useState(0);
  const [adding, setAdding] = useState<FormTarget | null>(null);
  return (
    <>
      <DataTable<Row>
        endpoint={p.endpoint}
        params={{ fleet: p.fleetId }}
        paramPrefix={p.prefix}
        title={p.title}
        columns={p.columns}
        defaultSort={{ field: p.sort, order: 'desc' }}
        pageSize={10}
        searchPlaceholder={p.searchPlaceholder}
        reloadKey={reloadKey}
        emptyTitle={p.emptyTitle}
        emptyDescription={p.emptyDescription}
        csv={p.csv}
        actions={<Button onClick={() => setAdding({ values: formValues(p.fields, p.defaults()) })}>{p.addLabel}</Button>}
      />
      <ResourceFormDialog
        target={adding}
        onClose={() => setAdding(null)}
        title={p.dialogTitle}
        submitLabel="Add"
        fields={p.fields}
        columns={p.columnsInForm}
        schema={p.schema}
        extra={{ fleet_id: p.fleetId, ...p.extra }}
        endpoint={p.endpoint}
        idPrefix={p.prefix.replace('.', '')}
        successMessage={p.successMessage}
        onSaved={() => {
          setReloadKey((k) => k + 1);
          p.onSaved?.();
        }}
        maxWidth={640}
      />
    </>
  );
}

// --- Releases to service

const release = createColumnHelper<TableFeatures, FleetReleaseRow>();
const RELEASE_FIELDS: FormField[] = [
  { name: 'released_at', label: 'Released at', kind: 'datetime', required: true },
  { name: 'valid_until', label: 'Valid until', kind: 'datetime', nullable: true, hint: 'Empty: until the next inspection' },
  { name: 'work_order', label: 'Work order', required: true, placeholder: 'WO-2026-0142' },
  { name: 'certifying_staff', label: 'Certifying staff', required: true },
  { name: 'licence_number', label: 'Licence number', required: true, placeholder: 'AME 1234' },
  { name: 'description', label: 'Work done', kind: 'textarea', required: true, span: 2, placeholder: '100-hour inspection carried out…' },
];
const releaseColumns = release.columns([
  release.accessor('released_at', { header: 'Released', meta: { className: 'whitespace-nowrap' }, cell: (c) => fmtInstant(c.getValue()) }),
  release.accessor('work_order', {
    header: 'Work order',
    enableSorting: false,
    cell: (c) => <span className="font-mono text-xs">{c.getValue()}</span>,
  }),
  release.accessor('description', {
    header: 'Work done',
    enableSorting: false,
    cell: (c) => <p className="line-clamp-2 max-w-md">{c.getValue()}</p>,
  }),
  release.accessor('certifying_staff', {
    header: 'Certified by',
    enableSorting: false,
    cell: ({ row: { original: r } }) => (
      <div>
        {r.certifying_staff}
        <p className="text-xs text-slate-500">{r.licence_number}</p>
      </div>
    ),
  }),
  release.accessor('valid_until', {
    header: 'Valid until',
    enableSorting: false,
    meta: { className: 'whitespace-nowrap' },
    cell: (c) => (c.getValue() ? fmtInstant(c.getValue()) : <span className="text-slate-400">–</span>),
  }),
  release.accessor((r) => r.user?.name, { id: 'user', header: 'Entered by', enableSorting: false, cell: (c) => c.getValue() ?? '–' }),
]);

export function AircraftReleases({ fleetId, registration }: { fleetId: number; registration: string }) {
  return (
    <FleetLog<FleetReleaseRow>
      fleetId={fleetId}
      endpoint="/api/flight/fleet-release"
      prefix="releases."
      title="Releases to service"
      columns={releaseColumns}
      sort="released_at"
      searchPlaceholder="Search work order, work or staff"
      emptyTitle="No release to service yet"
      emptyDescription="Add the certificate of release to service after each maintenance."
      csv={{
        filename: `${registration}-releases`,
        columns: [
          { header: 'released_at', value: (r) => r.released_at },
          { header: 'valid_until', value: (r) => r.valid_until },
          { header: 'work_order', value: (r) => r.work_order },
          { header: 'description', value: (r) => r.description },
          { header: 'certifying_staff', value: (r) => r.certifying_staff },
          { header: 'licence_number', value: (r) => r.licence_number },
        ],
      }}
      addLabel="+ Add release"
      dialogTitle={`Release ${registration} to service`}
      fields={RELEASE_FIELDS}
      defaults={() => ({ released_at: new Date().toISOString() })}
      schema={fleetReleaseCreate}
      successMessage="Release to service added"
    />
  );
}

// --- Aircraft flight log (AFL)

const afl = createColumnHelper<TableFeatures, FleetAflRow>();
const AFL_FIELDS: FormField[] = [
  { name: 'page_number', label: 'AFL page number', required: true, placeholder: '004512' },
  { name: 'date', label: 'Date', kind: 'date', required: true },
  { name: 'pic_name', label: 'Pilot in command', required: true, span: 2 },
  { name: 'block_hours', label: 'Block hours', kind: 'number', required: true, step: '0.1', unit: 'h' },
  { name: 'flight_hours', label: 'Flight hours', kind: 'number', required: true, step: '0.1', unit: 'h' },
  { name: 'cycles', label: 'Cycles (landings)', kind: 'number', required: true, step: '1' },
  { name: 'fuel_uplift_l', label: 'Fuel uplift', kind: 'number', nullable: true, step: '1', unit: 'L' },
  { name: 'defects', label: 'Defects', kind: 'textarea', nullable: true, span: 2, placeholder: 'None' },
  { name: 'remarks', label: 'Remarks', kind: 'textarea', nullable: true, span: 2 },
];
const aflColumns = afl.columns([
  afl.accessor('page_number', { header: 'Page', cell: (c) => <span className="font-mono font-medium">{c.getValue()}</span> }),
  afl.accessor('date', { header: 'Date', meta: { className: 'whitespace-nowrap' }, cell: (c) => fmtDay(c.getValue()) }),
  afl.accessor('pic_name', { header: 'PIC', enableSorting: false }),
  afl.accessor('block_hours', { header: 'Block h', enableSorting: false, meta: { align: 'right' }, cell: (c) => fmtHours(c.getValue()) }),
  afl.accessor('flight_hours', { header: 'Flight h', enableSorting: false, meta: { align: 'right' }, cell: (c) => fmtHours(c.getValue()) }),
  afl.accessor('cycles', { header: 'Cycles', enableSorting: false, meta: { align: 'right' } }),
  afl.accessor('fuel_uplift_l', { header: 'Fuel L', enableSorting: false, meta: { align: 'right' }, cell: (c) => fmt(c.getValue()) }),
  afl.accessor('defects', {
    header: 'Defects / remarks',
    enableSorting: false,
    cell: ({ row: { original: r } }) =>
      r.defects || r.remarks ? (
        <div className="max-w-sm">
          {r.defects && <p className="line-clamp-2 text-red-700">{r.defects}</p>}
          {r.remarks && <p className="line-clamp-2 text-slate-600">{r.remarks}</p>}
        </div>
      ) : (
        <span className="text-slate-400">Nil</span>
      ),
  }),
  afl.accessor((r) => r.schedules.length, { id: 'flights', header: 'Flights', enableSorting: false, meta: { align: 'right' } }),
]);

export function AircraftAfl({ fleetId, registration }: { fleetId: number; registration: string }) {
  return (
    <FleetLog<FleetAflRow>
      fleetId={fleetId}
      endpoint="/api/flight/fleet-afl"
      prefix="afl."
      title="Aircraft flight log"
      columns={aflColumns}
      sort="date"
      searchPlaceholder="Search page, PIC, defects"
      emptyTitle="No AFL page yet"
      emptyDescription="Add each page of the aircraft flight log as it comes back from the line."
      csv={{
        filename: `${registration}-afl`,
        columns: [
          { header: 'page_number', value: (r) => r.page_number },
          { header: 'date', value: (r) => r.date },
          { header: 'pic_name', value: (r) => r.pic_name },
          { header: 'block_hours', value: (r) => r.block_hours },
          { header: 'flight_hours', value: (r) => r.flight_hours },
          { header: 'cycles', value: (r) => r.cycles },
          { header: 'fuel_uplift_l', value: (r) => r.fuel_uplift_l },
          { header: 'defects', value: (r) => r.defects },
          { header: 'remarks', value: (r) => r.remarks },
        ],
      }}
      addLabel="+ Add AFL page"
      dialogTitle={`New AFL page for ${registration}`}
      fields={AFL_FIELDS}
      defaults={() => ({ date: today() })}
      schema={fleetAflCreate}
      extra={{ schedule_ids: [] }}
      successMessage="AFL page added"
    />
  );
}

// --- History

const history = createColumnHelper<TableFeatures, FleetHistoryRow>();
const HISTORY_FIELDS: FormField[] = [
  { name: 'date', label: 'Date', kind: 'date', required: true },
  {
    name: 'event',
    label: 'Event',
    kind: 'select',
    required: true,
    options: HISTORY_EVENTS.map((e) => ({ value: e, label: HISTORY_EVENT_LABEL(e) })),
  },
  { name: 'title', label: 'Title', required: true, span: 2, placeholder: 'C-check completed at Sentani' },
  { name: 'description', label: 'Details', kind: 'textarea', nullable: true, span: 2 },
];
const historyColumns = history.columns([
  history.accessor('date', { header: 'Date', meta: { className: 'whitespace-nowrap' }, cell: (c) => fmtDay(c.getValue()) }),
  history.accessor('event', { header: 'Event', cell: (c) => <HistoryEventBadge event={c.getValue()} /> }),
  history.accessor('title', {
    header: 'Entry',
    enableSorting: false,
    cell: ({ row: { original: r } }) => (
      <div className="max-w-xl">
        <p className="font-medium text-slate-900">{r.title}</p>
        {r.description && <p className="line-clamp-2 text-slate-600">{r.description}</p>}
      </div>
    ),
  }),
  history.accessor((r) => r.user?.name, { id: 'user', header: 'Entered by', enableSorting: false, cell: (c) => c.getValue() ?? '–' }),
]);

export function AircraftHistory({ fleetId, registration }: { fleetId: number; registration: string }) {
  return (
    <FleetLog<FleetHistoryRow>
      fleetId={fleetId}
      endpoint="/api/flight/fleet-history"
      prefix="history."
      title="History"
      columns={historyColumns}
      sort="date"
      searchPlaceholder="Search history"
      emptyTitle="No history yet"
      emptyDescription="Maintenance, inspections, defects, base changes: add what happened to this aircraft."
      csv={{
        filename: `${registration}-history`,
        columns: [
          { header: 'date', value: (r) => r.date },
          { header: 'event', value: (r) => r.event },
          { header: 'title', value: (r) => r.title },
          { header: 'description', value: (r) => r.description },
          { header: 'entered_by', value: (r) => r.user?.name },
        ],
      }}
      addLabel="+ Add entry"
      dialogTitle={`New history entry for ${registration}`}
      fields={HISTORY_FIELDS}
      defaults={() => ({ date: today(), event: 'maintenance' })}
      schema={fleetHistoryCreate}
      successMessage="History entry added"
    />
  );
}
