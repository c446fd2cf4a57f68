'use client';
// The aircraft page's Parts tab: each part's hours and cycles since new against its limits, what is left
// (hours, cycles, days), amber above 90 % of a limit used and red at or over it; add, edit and delete.
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useRef, useState } from 'react';
import { DeleteDialog, type DeleteTarget } from '@/components/crud/delete-dialog';
import { type FormField, type FormTarget, formValues, ResourceFormDialog } from '@/components/crud/resource-form';
import { actionsColumn } from '@/components/crud/row-actions';
import { DataTable, type TableFeatures } from '@/components/data-table/data-table';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { DUE_FRACTION, type LimitLevel, partLife } from '@/lib/rules/part-limits';
import { fleetPartCreate, PART_STATUSES } from '@/lib/schemas/flight/fleet';
import type { FleetPartRow } from '@/lib/schemas/flight/rows';
import { LimitBadge, PART_STATUS_LABEL, PartStatusBadge } from './badges';
import { fmt, fmtDay, fmtHours, today } from './format';

export const FLEET_PART_ENDPOINT = '/api/flight/fleet-part';

// Three columns: the calendar, hours and cycles of a part's life line up.
const FIELDS: FormField[] = [
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

const helper = createColumnHelper<TableFeatures, FleetPartRow>();

const tone = (used: number | null, left: number | null) =>
  (left !== null && left <= 0) || (used !== null && used >= 1) ? 'over' : used !== null && used > DUE_FRACTION ? 'due' : 'ok';
const BAR = { ok: 'bg-brand-500', due: 'bg-amber-500', over: 'bg-red-500' } as const;
const TEXT = { ok: 'text-slate-600', due: 'font-semibold text-amber-800', over: 'font-semibold text-red-700' } as const;

/** One life line of a part: used / limit, a bar of the fraction used, and what is left. */
function LifeCell({
  used,
  limit,
  fraction,
  left,
  unit,
  format,
}: {
  used: number;
  limit: number | null;
  fraction: number | null;
  left: number | null;
  unit: string;
  format: (n: number) => string;
}) {
  const t = tone(fraction, left);
  return (
    <div className="min-w-32">
      <p className="whitespace-nowrap">
        {format(used)}
        <span className="text-slate-500">
          {' / '}
          {limit != null ? `${format(limit)} ${unit}` : 'no limit'}
        </span>
      </p>
      {fraction !== null && (
        <span className="mt-1 block h-1 w-full overflow-hidden rounded-full bg-slate-200" title={`${Math.round(fraction * 100)} % used`}>
          <span className={cn('block h-full rounded-full', BAR[t])} style={{ width: `${Math.min(100, Math.max(2, fraction * 100))}%` }} />
        </span>
      )}
      {left !== null && (
        <p className={cn('mt-0.5 whitespace-nowrap text-xs', TEXT[t])}>
          {left < 0 ? `${format(-left)} ${unit} over` : left === 0 ? 'at limit' : `${format(left)} ${unit} left`}
        </p>
      )}
    </div>
  );
}

export function AircraftParts({ fleetId, registration, onChanged }: { fleetId: number; registration: string; onChanged: () => void }) {
  const [reloadKey, setReloadKey] = useState(0);
  const [editing, setEditing] = useState<FormTarget | null>(null);
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);
  const day = today();
  const actions = useRef({ edit: (_r: FleetPartRow) => {}, remove: (_r: FleetPartRow) => {} });
  actions.current = {
    edit: (r) => setEditing({ id: r.id, values: formValues(FIELDS, { ...r }) }),
    remove: (r) => setDeleting({ id: r.id, label: `part ${r.name} (S/N ${r.serial_number})` }),
  };
  const changed = () => {
    setReloadKey((k) => k + 1);
    onChanged();
  };

  const columns = useMemo(
    () =>
      helper.columns([
        helper.accessor('name', {
          header: 'Part',
          cell: ({ row: { original: p } }) => (
            <div className="min-w-44">
              <p className="font-medium text-slate-900">{p.name}</p>
              <p className="text-xs text-slate-500">
                P/N <span className="font-mono">{p.part_number}</span> · S/N <span className="font-mono">{p.serial_number}</span>
                {p.position ? ` · ${p.position}` : ''}
              </p>
            </div>
          ),
        }),
        helper.accessor('hours_since_new', {
          header: 'Hours since new',
          cell: ({ row: { original: p } }) => {
            const life = partLife(p, day);
            return (
              <LifeCell
                used={p.hours_since_new}
                limit={p.hour_limit}
                fraction={life.hoursUsed}
                left={life.hoursLeft}
                unit="h"
                format={fmtHours}
              />
            );
          },
        }),
        helper.display({
          id: 'cycles',
          header: 'Cycles since new',
          cell: ({ row: { original: p } }) => {
            const life = partLife(p, day);
            return (
              <LifeCell
                used={p.cycles_since_new}
                limit={p.cycle_limit}
                fraction={life.cyclesUsed}
                left={life.cyclesLeft}
                unit="cyc"
                format={(n) => fmt(n)}
              />
            );
          },
        }),
        helper.accessor('calendar_limit', {
          header: 'Calendar limit',
          cell: ({ row: { original: p } }) => {
            const life = partLife(p, day);
            const t = tone(life.calendarUsed, life.daysLeft);
            return (
              <div className="whitespace-nowrap">
                <p>{p.calendar_limit ? fmtDay(p.calendar_limit) : <span className="text-slate-500">no limit</span>}</p>
                {life.daysLeft !== null && (
                  <p className={cn('text-xs', TEXT[t])}>
                    {life.daysLeft < 0
                      ? `${fmt(-life.daysLeft)} days over`
                      : life.daysLeft === 0
                        ? 'due today'
                        : `${fmt(life.daysLeft)} days left`}
                  </p>
                )}
                {p.installed_on && <p className="text-xs text-slate-500">installed {fmtDay(p.installed_on)}</p>}
              </div>
            );
          },
        }),
        helper.display({
          id: 'limit',
          header: 'Limits',
          cell: ({ row: { original: p } }) => <LimitBadge level={partLife(p, day).level} />,
        }),
        helper.accessor('status', { header: 'Status', enableSorting: false, cell: (c) => <PartStatusBadge status={c.getValue()} /> }),
        helper.display(
          actionsColumn((r) => `${r.name} ${r.serial_number}`, {
            edit: (r) => actions.current.edit(r),
            remove: (r) => actions.current.remove(r),
          }),
        ),
      ]),
    [day],
  );

  return (
    <>
      <DataTable<FleetPartRow>
        endpoint={FLEET_PART_ENDPOINT}
        params={{ fleet: fleetId }}
        paramPrefix="parts."
        title="Parts"
        columns={columns}
        defaultSort={{ field: 'name', order: 'asc' }}
        pageSize={25}
        searchPlaceholder="Search part, P/N or S/N"
        reloadKey={reloadKey}
        emptyTitle="No parts recorded"
        emptyDescription="Record the engine, propeller and other life-limited parts with '+ Add part'."
        rowClassName={(p) => ROW_TINT[partLife(p, day).level]}
        csv={{
          filename: `${registration}-parts`,
          columns: [
            { header: 'name', value: (p) => p.name },
            { header: 'part_number', value: (p) => p.part_number },
            { header: 'serial_number', value: (p) => p.serial_number },
            { header: 'position', value: (p) => p.position },
            { header: 'installed_on', value: (p) => p.installed_on },
            { header: 'hours_since_new', value: (p) => p.hours_since_new },
            { header: 'hour_limit', value: (p) => p.hour_limit },
            { header: 'hours_left', value: (p) => partLife(p, day).hoursLeft },
            { header: 'cycles_since_new', value: (p) => p.cycles_since_new },
            { header: 'cycle_limit', value: (p) => p.cycle_limit },
            { header: 'cycles_left', value: (p) => partLife(p, day).cyclesLeft },
            { header: 'calendar_limit', value: (p) => p.calendar_limit },
            { header: 'days_left', value: (p) => partLife(p, day).daysLeft },
            { header: 'status', value: (p) => p.status },
          ],
        }}
        actions={
          <Button onClick={() => setEditing({ values: formValues(FIELDS, { status: 'installed', installed_on: day }) })}>+ Add part</Button>
        }
      />
      <p className="mt-2 flex flex-wrap items-center gap-4 text-xs text-slate-500">
        <span className="inline-flex items-center gap-1.5">
          <span className="size-3 rounded-sm border border-amber-300 bg-amber-50" /> more than 90 % of a limit used
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="size-3 rounded-sm border border-red-300 bg-red-50" /> at or over a limit
        </span>
        <span>Recording a day’s hours adds them to every installed part.</span>
      </p>

      <ResourceFormDialog
        target={editing}
        onClose={() => setEditing(null)}
        title={editing?.id ? `Edit part ${editing.values.name}` : `New part on ${registration}`}
        fields={FIELDS}
        columns={3}
        schema={fleetPartCreate}
        extra={{ fleet_id: fleetId }}
        endpoint={FLEET_PART_ENDPOINT}
        idPrefix="part"
        successMessage={editing?.id ? 'Part updated' : 'Part added'}
        onSaved={changed}
        maxWidth={760}
      />
      <DeleteDialog
        target={deleting}
        onClose={() => setDeleting(null)}
        endpoint={FLEET_PART_ENDPOINT}
        description="Its releases to service are deleted with it. To keep its record, set it to Removed instead."
        successMessage="Part deleted"
        onDeleted={changed}
      />
    </>
  );
}
