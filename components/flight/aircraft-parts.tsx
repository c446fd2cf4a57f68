'use client';
// The aircraft page's Parts tab: each part's hours and cycles since new against its limits, what is left
// (hours, cycles, days), amber above 90 % of a limit used and red at or over it; add, edit and delete.
import { useMemo } from 'react';
import type { z } from 'zod';
import type { FormField } from '@/components/crud/resource-form';
import { ResourceScreen } from '@/components/crud/resource-screen';
import type { ResourceColumn, ResourceScreenSpec } from '@/components/crud/resource-spec';
import { cn } from '@/components/ui/cn';
import { fmtDay, today } from '@/lib/format/dates';
import { fmt, fmtHours } from '@/lib/format/numbers';
import { type LimitLevel, partLife } from '@/lib/rules/part-limits';
import { fleetPartCreate, PART_STATUSES } from '@/lib/schemas/flight/fleet';
import type { FleetPartRow } from '@/lib/schemas/flight/rows';
import { LimitBadge, PART_STATUS_LABEL, PartStatusBadge } from './badges';
import { LIMIT_TEXT, LifeCell, limitTone } from './life-cell';

export const FLEET_PART_ENDPOINT = '/api/flight/fleet-part';

// Three columns: the calendar, hours and cycles of a part's life line up.
const FIELDS: FormField<keyof z.input<typeof fleetPartCreate>>[] = [
  { name: 'name', label: 'Part', required: true, placeholder: 'Engine PT6A-114A', span: 2 },
  { name: 'position', label: 'Position', nullable: true, placeholder: 'LH, #1, nose…' },
  { name: 'part_number', label: 'Part number (P/N)', required: true, placeholder: '3072861' },
  { name: 'serial_number', label: 'Serial number (S/N)', required: true, placeholder: 'PCE-PC0123' },
  {
    name: 'status',
    label: 'Status',
    kind: 'select',
    required: true,
    options: PART_STATUSES.map((s) => ({ value: s, label: PART_STATUS_LABEL(s) })),
  },
  { name: 'installed_on', label: 'Installed on', kind: 'date', nullable: true },
  { name: 'hours_since_new', label: 'Hours since new (TSN)', kind: 'number', unit: 'h' },
  { name: 'cycles_since_new', label: 'Cycles since new (CSN)', kind: 'number', step: '1' },
  { name: 'calendar_limit', label: 'Calendar limit', kind: 'date', nullable: true, hint: 'Empty: no calendar limit' },
  { name: 'hour_limit', label: 'Hour limit', kind: 'number', nullable: true, unit: 'h', hint: 'Empty: no hour limit' },
  { name: 'cycle_limit', label: 'Cycle limit', kind: 'number', nullable: true, step: '1', hint: 'Empty: no cycle limit' },
  { name: 'aircraft_at_install', label: '', kind: 'spacer' },
  { name: 'hours_at_install', label: 'Aircraft hours at install', kind: 'number', unit: 'h' },
  { name: 'cycles_at_install', label: 'Aircraft cycles at install', kind: 'number', step: '1' },
];

const ROW_TINT: Record<LimitLevel, string | undefined> = {
  none: undefined,
  ok: undefined,
  due: 'bg-amber-50 hover:bg-amber-100/70',
  over: 'bg-red-50 hover:bg-red-100/70',
};

/** The calendar limit, the days left (or over) and the day the part was installed. */
function CalendarCell({ part: p, day }: { part: FleetPartRow; day: string }) {
  const life = partLife(p, day);
  const left = life.daysLeft;
  return (
    <div className="whitespace-nowrap">
      <p>{p.calendar_limit ? fmtDay(p.calendar_limit) : <span className="text-slate-500">no limit</span>}</p>
      {left !== null && (
        <p className={cn('text-xs', LIMIT_TEXT[limitTone(life.calendarUsed, left)])}>
          {left < 0 ? `${fmt(-left)} days over` : left === 0 ? 'due today' : `${fmt(left)} days left`}
        </p>
      )}
      {p.installed_on && <p className="text-xs text-slate-500">installed {fmtDay(p.installed_on)}</p>}
    </div>
  );
}

/** Hours or cycles since new against their limit, with what is left; the CSV gives the three numbers. */
function lifeColumn(day: string, of: 'hours' | 'cycles', header: string, format: (n: number) => string): ResourceColumn<FleetPartRow> {
  const hours = of === 'hours';
  const used = (p: FleetPartRow) => (hours ? p.hours_since_new : p.cycles_since_new);
  const limit = (p: FleetPartRow) => (hours ? p.hour_limit : p.cycle_limit);
  const left = (p: FleetPartRow) => (hours ? partLife(p, day).hoursLeft : partLife(p, day).cyclesLeft);
  return {
    header,
    ...(hours ? { id: 'hours_since_new', sortable: true } : { id: 'cycles', value: used }),
    cell: (p) => {
      const life = partLife(p, day);
      return (
        <LifeCell
          used={used(p)}
          limit={limit(p)}
          fraction={hours ? life.hoursUsed : life.cyclesUsed}
          left={left(p)}
          unit={hours ? 'h' : 'cyc'}
          format={format}
        />
      );
    },
    csv: [
      { header: `${of}_since_new`, value: used },
      { header: `${hours ? 'hour' : 'cycle'}_limit`, value: limit },
      { header: `${of}_left`, value: left },
    ],
  };
}

function partsSpec(fleetId: number, registration: string, day: string): ResourceScreenSpec<FleetPartRow> {
  return {
    endpoint: FLEET_PART_ENDPOINT,
    params: { fleet: fleetId },
    prefix: 'parts.',
    title: 'Parts',
    list: { limit: 25, sort: 'name', order: 'asc' },
    search: 'Search part, P/N or S/N',
    columns: [
      {
        id: 'name',
        header: 'Part',
        sortable: true,
        cell: (p) => (
          <div className="min-w-44">
            <p className="font-medium text-slate-900">{p.name}</p>
            <p className="text-xs text-slate-500">
              P/N <span className="font-mono">{p.part_number}</span> · S/N <span className="font-mono">{p.serial_number}</span>
              {p.position ? ` · ${p.position}` : ''}
            </p>
          </div>
        ),
        csv: [
          { header: 'name', value: (p) => p.name },
          { header: 'part_number', value: (p) => p.part_number },
          { header: 'serial_number', value: (p) => p.serial_number },
          { header: 'position', value: (p) => p.position },
          { header: 'installed_on', value: (p) => p.installed_on },
        ],
      },
      lifeColumn(day, 'hours', 'Hours since new', fmtHours),
      lifeColumn(day, 'cycles', 'Cycles since new', (n) => fmt(n)),
      {
        id: 'calendar_limit',
        header: 'Calendar limit',
        sortable: true,
        cell: (p) => <CalendarCell part={p} day={day} />,
        csv: [
          { header: 'calendar_limit', value: (p) => p.calendar_limit },
          { header: 'days_left', value: (p) => partLife(p, day).daysLeft },
        ],
      },
      { id: 'limit', header: 'Limits', value: (p) => partLife(p, day).level, cell: (p) => <LimitBadge level={partLife(p, day).level} /> },
      { id: 'status', header: 'Status', csv: true, cell: (p) => <PartStatusBadge status={p.status} /> },
    ],
    csv: { filename: `${registration}-parts` },
    empty: { title: 'No parts recorded', description: "Record the engine, propeller and other life-limited parts with '+ Add part'." },
    rowClassName: (p) => ROW_TINT[partLife(p, day).level],
    rowLabel: (p) => `${p.name} ${p.serial_number}`,
    addLabel: '+ Add part',
    form: {
      fields: FIELDS,
      columns: 3,
      schema: fleetPartCreate,
      extra: { fleet_id: fleetId },
      idPrefix: 'part',
      maxWidth: 760,
      defaults: () => ({ status: 'installed', installed_on: day }),
      title: (v, id) => (id ? `Edit part ${v.name}` : `New part on ${registration}`),
      toasts: { created: 'Part added', updated: 'Part updated' },
    },
    remove: {
      label: (p) => `part ${p.name} (S/N ${p.serial_number})`,
      description: 'Its releases to service are deleted with it. To keep its record, set it to Removed instead.',
      toast: 'Part deleted',
    },
  };
}

export function AircraftParts({ fleetId, registration }: { fleetId: number; registration: string }) {
  const day = today();
  const spec = useMemo(() => partsSpec(fleetId, registration, day), [fleetId, registration, day]);
  return (
    <>
      <ResourceScreen spec={spec} />
      <p className="mt-2 flex flex-wrap items-center gap-4 text-xs text-slate-500">
        <span className="inline-flex items-center gap-1.5">
          <span className="size-3 rounded-sm border border-amber-300 bg-amber-50" /> more than 90 % of a limit used
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="size-3 rounded-sm border border-red-300 bg-red-50" /> at or over a limit
        </span>
        <span>Recording a day’s hours adds them to every installed part.</span>
      </p>
    </>
  );
}
