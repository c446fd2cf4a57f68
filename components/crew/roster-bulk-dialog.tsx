'use client';
// The roster's range in bulk: crew members, first and last day, weekdays, a duty status and base, sent
// as one POST /api/pilot/schedule/bulk. The range comes from a drag across the calendar or the button.
import { useLayoutEffect, useMemo, useState } from 'react';
import { FormDialog } from '@/components/crud/form-dialog';
import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useApiWrite } from '@/lib/client/query';
import { ROSTER, ROSTER_CHANGES } from '@/lib/realtime/changed-paths';
import { DUTY, dutyStatusByNo } from '@/lib/rules/duty-status';
import { rosterBulk } from '@/lib/schemas/flight/roster';
import type { BaseRow } from '@/lib/schemas/flight/rows';
import { toggled } from './crew-qualification-sets';
import { WEEKDAY_SHORT } from './roster-data';
import { baseBody, baseNeeded, checkedFirst, DutyFields, type DutyValues, NO_BASE, useRosterForm } from './roster-dialog-parts';
import type { PilotRow } from './types';

export interface BulkTarget {
  pilotIds: number[];
  from: string;
  to: string;
}

type BulkValues = DutyValues & { pilot_ids: number[]; from: string; to: string; weekdays: number[] };

const WEEKDAY_ORDER = [1, 2, 3, 4, 5, 6, 0];

/** The screen's own wording for what is missing, before the API's schema is asked. */
const bulkSchema = checkedFirst(
  [
    (b) => [
      ['pilot_ids', Array.isArray(b.pilot_ids) && b.pilot_ids.length === 0 ? 'Please choose the crew members' : undefined],
      ['from', b.from ? undefined : 'Please choose the first day'],
      [
        'to',
        !b.to
          ? 'Please choose the last day'
          : b.from && String(b.to) < String(b.from)
            ? 'The last day must not be before the first'
            : undefined,
      ],
      ['weekdays', Array.isArray(b.weekdays) && b.weekdays.length === 0 ? 'Please choose at least one weekday' : undefined],
    ],
    baseNeeded,
  ],
  rosterBulk,
);
const FIELDS = ['from', 'to', 'status', 'base_id'];
const idOf = (name: string) => `bulk-${name === 'base_id' ? 'base' : name}`;

function CrewPicker({
  crew,
  value,
  onChange,
  error,
}: {
  crew: readonly PilotRow[];
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string;
}) {
  const [filter, setFilter] = useState('');
  const visible = useMemo(() => {
    const q = filter.trim().toLowerCase();
    return q ? crew.filter((c) => `${c.name} ${c.crew_code} ${c.base_name_short ?? ''}`.toLowerCase().includes(q)) : crew;
  }, [crew, filter]);
  return (
    <fieldset className="row-span-4 flex min-h-0 flex-col gap-1.5" aria-describedby={error ? 'bulk-crew-error' : undefined}>
      <legend className="mb-1 text-xs font-medium text-slate-700">
        Crew members <span className="text-slate-500">({value.length} chosen)</span>
      </legend>
      <div className="flex gap-1.5">
        <Input aria-label="Filter crew" placeholder="Filter…" value={filter} onChange={(e) => setFilter(e.target.value)} className="h-8" />
        <Button
          size="sm"
          variant="secondary"
          className="h-8"
          onClick={() => onChange([...new Set([...value, ...visible.map((c) => c.id)])])}
        >
          All
        </Button>
        <Button size="sm" variant="secondary" className="h-8" onClick={() => onChange([])}>
          None
        </Button>
      </div>
      <ul className="h-64 overflow-y-auto rounded-md border border-slate-200 p-1" aria-label="Crew to change">
        {visible.map((c) => (
          <li key={c.id}>
            <label className="flex items-center gap-2 rounded px-1.5 py-1 text-sm hover:bg-slate-50">
              <input
                type="checkbox"
                className="size-4 accent-brand-600"
                checked={value.includes(c.id)}
                onChange={() => onChange(toggled(value, c.id))}
              />
              <span className="truncate">{c.name}</span>
              <span className="ml-auto font-mono text-xs text-slate-500">{c.crew_code}</span>
            </label>
          </li>
        ))}
        {visible.length === 0 && <li className="px-2 py-3 text-sm text-slate-500">No crew match.</li>}
      </ul>
      {error && (
        <p id="bulk-crew-error" role="alert" className="text-xs text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function WeekdayPicker({ value, onChange, error }: { value: number[]; onChange: (days: number[]) => void; error?: string }) {
  return (
    <fieldset>
      <legend className="mb-1 text-xs font-medium text-slate-700">Weekdays</legend>
      <div className="flex gap-1">
        {WEEKDAY_ORDER.map((d) => (
          <label
            key={d}
            className="flex cursor-pointer items-center gap-1 rounded-md border border-slate-300 px-1.5 py-1 text-xs has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
          >
            <input
              type="checkbox"
              className="size-3.5 accent-brand-600"
              checked={value.includes(d)}
              onChange={() => onChange(toggled(value, d))}
            />
            {WEEKDAY_SHORT[d]}
          </label>
        ))}
      </div>
      {error && (
        <p role="alert" className="mt-1 text-xs text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}

export function RosterBulkDialog({
  target,
  crew,
  bases,
  onClose,
}: {
  target: BulkTarget | null;
  /** The crew the roster shows (the choice offered). */
  crew: readonly PilotRow[];
  bases: readonly BaseRow[];
  onClose: () => void;
}) {
  const { toast } = useToast();
  const [home, setHome] = useState(NO_BASE);
  const write = useApiWrite('post', `${ROSTER}/bulk`, { invalidates: ROSTER_CHANGES });
  const {
    form,
    submit: submitWith,
    errors,
    duty,
  } = useRosterForm<BulkValues, typeof bulkSchema, { affected: number }>(bulkSchema, {
    send: (body) => write.mutateAsync({ body }),
    defaultValues: { pilot_ids: [], from: '', to: '', weekdays: WEEKDAY_ORDER, status: String(DUTY.dayOff), base_id: NO_BASE },
    toBody: (v) => ({
      pilot_ids: v.pilot_ids,
      from: v.from,
      to: v.to,
      status: Number(v.status),
      base_id: baseBody(v.base_id),
      ...(v.weekdays.length < 7 ? { weekdays: [...v.weekdays].sort() } : {}),
    }),
    fields: FIELDS,
    idOf,
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new target starts the form; the crew list reloading does not
  useLayoutEffect(() => {
    if (!target) return;
    form.reset({
      pilot_ids: target.pilotIds,
      from: target.from,
      to: target.to,
      weekdays: WEEKDAY_ORDER,
      status: String(DUTY.dayOff),
      base_id: NO_BASE,
    });
    // The chosen crew's common home base fills the base once a status needs one.
    const homes = new Set(crew.filter((c) => target.pilotIds.includes(c.id)).map((c) => c.base_id));
    const only = homes.size === 1 ? [...homes][0] : null;
    setHome(only ? String(only) : NO_BASE);
  }, [target, form]);

  function submit() {
    return submitWith((r, body) => {
      const s = dutyStatusByNo(body.status ?? -1);
      toast(`Roster updated: ${r.affected} day${r.affected === 1 ? '' : 's'} set to ${s?.name}`, { type: 'success' });
    });
  }

  const values = form.watch();
  const changeList = (name: 'pilot_ids' | 'weekdays') => (ids: number[]) => {
    form.clearErrors(name);
    form.setValue(name, ids);
  };

  return (
    <FormDialog
      open={!!target}
      onOpenChange={(o) => !o && onClose()}
      title="Bulk edit the roster"
      submitLabel="Apply"
      onSubmit={submit}
      maxWidth={680}
    >
      <div className="grid grid-cols-[1fr_1fr] gap-x-5 gap-y-3">
        <CrewPicker crew={crew} value={values.pilot_ids} onChange={changeList('pilot_ids')} error={errors.pilot_ids} />
        <div className="grid grid-cols-2 gap-3">
          <Field label="From" htmlFor="bulk-from" required error={errors.from}>
            <Input id="bulk-from" type="date" invalid={!!errors.from} {...form.register('from')} />
          </Field>
          <Field label="To" htmlFor="bulk-to" required error={errors.to}>
            <Input id="bulk-to" type="date" invalid={!!errors.to} {...form.register('to')} />
          </Field>
        </div>
        <WeekdayPicker value={values.weekdays} onChange={changeList('weekdays')} error={errors.weekdays} />
        <DutyFields idPrefix="bulk" bases={bases} home={home} {...duty} />
      </div>
    </FormDialog>
  );
}
