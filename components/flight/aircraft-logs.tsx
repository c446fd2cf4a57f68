'use client';
// The aircraft page's record tabs: releases to service, AFL pages and history. Each is a table of the
// aircraft's entries, latest first, with a dialog to add one.
import { useMemo } from 'react';
import type { FormField } from '@/components/crud/resource-form';
import { ResourceScreen } from '@/components/crud/resource-screen';
import type { ResourceFormSpec, ResourceScreenBase, ResourceScreenSpec } from '@/components/crud/resource-spec';
import type { ApiListPath, ApiPath } from '@/lib/client/api-client';
import { fmtDay, fmtInstant, today } from '@/lib/format/dates';
import { fmt, fmtHours } from '@/lib/format/numbers';
import { fleetAflCreate, fleetHistoryCreate, fleetReleaseCreate, HISTORY_EVENTS } from '@/lib/schemas/flight/fleet';
import type { FleetAflRow, FleetHistoryRow, FleetReleaseRow } from '@/lib/schemas/flight/rows';
import { HISTORY_EVENT_LABEL, HistoryEventBadge } from './badges';

interface Aircraft {
  fleetId: number;
  registration: string;
}

/** What the three logs share: the aircraft's entries, ten a page, latest first, and an add-only form. */
function fleetLog<Row, Log extends ApiPath<'post'>>(
  { fleetId }: Aircraft,
  log: Omit<ResourceScreenBase<Row>, 'list' | 'params' | 'endpoint'> & {
    /** The log, which its form adds to. */
    endpoint: Log & ApiListPath<Row>;
    prefix: string;
    sort: string;
    form: Omit<ResourceFormSpec<Row>, 'idPrefix' | 'title' | 'submitLabel' | 'maxWidth'> & { title: string };
  },
): ResourceScreenSpec<Row> {
  const { sort, form, endpoint } = log;
  return {
    ...log,
    saveTo: { create: endpoint },
    params: { fleet: fleetId },
    list: { limit: 10, sort, order: 'desc' },
    form: {
      ...form,
      extra: { fleet_id: fleetId, ...form.extra },
      idPrefix: log.prefix.replace('.', ''),
      title: () => form.title,
      submitLabel: 'Add',
      maxWidth: 640,
    },
  };
}

const dash = <span className="text-slate-500">–</span>;

// --- Releases to service

const RELEASE_FIELDS: FormField[] = [
  { name: 'released_at', label: 'Released at (WIB)', kind: 'datetime', required: true },
  { name: 'valid_until', label: 'Valid until (WIB)', kind: 'datetime', nullable: true, hint: 'Empty: until the next inspection' },
  { name: 'work_order', label: 'Work order', required: true, placeholder: 'WO-2026-0142' },
  { name: 'certifying_staff', label: 'Certifying staff', required: true },
  { name: 'licence_number', label: 'Licence number', required: true, placeholder: 'AME 1234' },
  { name: 'description', label: 'Work done', kind: 'textarea', required: true, span: 2, placeholder: '100-hour inspection carried out…' },
];

const releases = (a: Aircraft) =>
  fleetLog<FleetReleaseRow, '/api/flight/fleet-release'>(a, {
    endpoint: '/api/flight/fleet-release',
    prefix: 'releases.',
    title: 'Releases to service',
    sort: 'released_at',
    search: 'Search work order, work or staff',
    columns: [
      {
        id: 'released_at',
        header: 'Released',
        sortable: true,
        className: 'whitespace-nowrap',
        csv: true,
        cell: (r) => fmtInstant(r.released_at),
      },
      { id: 'work_order', header: 'Work order', csv: true, cell: (r) => <span className="font-mono text-xs">{r.work_order}</span> },
      { id: 'description', header: 'Work done', csv: true, cell: (r) => <p className="line-clamp-2 max-w-md">{r.description}</p> },
      {
        id: 'certifying_staff',
        header: 'Certified by',
        csv: [
          { header: 'certifying_staff', value: (r) => r.certifying_staff },
          { header: 'licence_number', value: (r) => r.licence_number },
        ],
        cell: (r) => (
          <div>
            {r.certifying_staff}
            <p className="text-xs text-slate-500">{r.licence_number}</p>
          </div>
        ),
      },
      {
        id: 'valid_until',
        header: 'Valid until',
        className: 'whitespace-nowrap',
        csv: true,
        cell: (r) => (r.valid_until ? fmtInstant(r.valid_until) : dash),
      },
      { id: 'user', header: 'Entered by', value: (r) => r.user?.name ?? '–' },
    ],
    csv: {
      filename: `${a.registration}-releases`,
      order: ['released_at', 'valid_until', 'work_order', 'description', 'certifying_staff', 'licence_number'],
    },
    empty: { title: 'No release to service yet', description: 'Add the certificate of release to service after each maintenance.' },
    addLabel: '+ Add release',
    form: {
      title: `Release ${a.registration} to service`,
      fields: RELEASE_FIELDS,
      schema: fleetReleaseCreate,
      defaults: () => ({ released_at: new Date().toISOString() }),
      toasts: { created: 'Release to service added' },
    },
  });

// --- Aircraft flight log (AFL)

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

const afl = (a: Aircraft) =>
  fleetLog<FleetAflRow, '/api/flight/fleet-afl'>(a, {
    endpoint: '/api/flight/fleet-afl',
    prefix: 'afl.',
    title: 'Aircraft flight log',
    sort: 'date',
    search: 'Search page, PIC, defects',
    columns: [
      {
        id: 'page_number',
        header: 'Page',
        sortable: true,
        csv: true,
        cell: (r) => <span className="font-mono font-medium">{r.page_number}</span>,
      },
      { id: 'date', header: 'Date', sortable: true, className: 'whitespace-nowrap', csv: true, cell: (r) => fmtDay(r.date) },
      { id: 'pic_name', header: 'PIC', csv: true },
      { id: 'block_hours', header: 'Block h', align: 'right', csv: true, cell: (r) => fmtHours(r.block_hours) },
      { id: 'flight_hours', header: 'Flight h', align: 'right', csv: true, cell: (r) => fmtHours(r.flight_hours) },
      { id: 'cycles', header: 'Cycles', align: 'right', csv: true },
      { id: 'fuel_uplift_l', header: 'Fuel L', align: 'right', csv: true, cell: (r) => fmt(r.fuel_uplift_l) },
      {
        id: 'defects',
        header: 'Defects / remarks',
        csv: [
          { header: 'defects', value: (r) => r.defects },
          { header: 'remarks', value: (r) => r.remarks },
        ],
        cell: (r) =>
          r.defects || r.remarks ? (
            <div className="max-w-sm">
              {r.defects && <p className="line-clamp-2 text-red-700">{r.defects}</p>}
              {r.remarks && <p className="line-clamp-2 text-slate-600">{r.remarks}</p>}
            </div>
          ) : (
            <span className="text-slate-500">Nil</span>
          ),
      },
      { id: 'flights', header: 'Flights', align: 'right', value: (r) => r.schedules.length },
    ],
    csv: { filename: `${a.registration}-afl` },
    empty: { title: 'No AFL page yet', description: 'Add each page of the aircraft flight log as it comes back from the line.' },
    addLabel: '+ Add AFL page',
    form: {
      title: `New AFL page for ${a.registration}`,
      fields: AFL_FIELDS,
      schema: fleetAflCreate,
      extra: { schedule_ids: [] },
      defaults: () => ({ date: today() }),
      toasts: { created: 'AFL page added' },
    },
  });

// --- History

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

const history = (a: Aircraft) =>
  fleetLog<FleetHistoryRow, '/api/flight/fleet-history'>(a, {
    endpoint: '/api/flight/fleet-history',
    prefix: 'history.',
    title: 'History',
    sort: 'date',
    search: 'Search history',
    columns: [
      { id: 'date', header: 'Date', sortable: true, className: 'whitespace-nowrap', csv: true, cell: (r) => fmtDay(r.date) },
      { id: 'event', header: 'Event', sortable: true, csv: true, cell: (r) => <HistoryEventBadge event={r.event} /> },
      {
        id: 'title',
        header: 'Entry',
        csv: [
          { header: 'title', value: (r) => r.title },
          { header: 'description', value: (r) => r.description },
        ],
        cell: (r) => (
          <div className="max-w-xl">
            <p className="font-medium text-slate-900">{r.title}</p>
            {r.description && <p className="line-clamp-2 text-slate-600">{r.description}</p>}
          </div>
        ),
      },
      { id: 'user', header: 'Entered by', value: (r) => r.user?.name ?? '–', csv: [{ header: 'entered_by', value: (r) => r.user?.name }] },
    ],
    csv: { filename: `${a.registration}-history` },
    empty: { title: 'No history yet', description: 'Maintenance, inspections, defects, base changes: add what happened to this aircraft.' },
    addLabel: '+ Add entry',
    form: {
      title: `New history entry for ${a.registration}`,
      fields: HISTORY_FIELDS,
      schema: fleetHistoryCreate,
      defaults: () => ({ date: today(), event: 'maintenance' }),
      toasts: { created: 'History entry added' },
    },
  });

function FleetLog<Row extends { id: number }>({ make, ...aircraft }: Aircraft & { make: (a: Aircraft) => ResourceScreenSpec<Row> }) {
  const { fleetId, registration } = aircraft;
  const spec = useMemo(() => make({ fleetId, registration }), [make, fleetId, registration]);
  return <ResourceScreen spec={spec} />;
}

export const AircraftReleases = (a: Aircraft) => <FleetLog make={releases} {...a} />;
export const AircraftAfl = (a: Aircraft) => <FleetLog make={afl} {...a} />;
export const AircraftHistory = (a: Aircraft) => <FleetLog make={history} {...a} />;
