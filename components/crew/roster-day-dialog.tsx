'use client';
// One day of one crew member in the roster: the entry's status, base and notes (POST /api/pilot/schedule,
// which creates or replaces the day's entry), the flights that day, and removing the entry. The server's
// refusals (a day with flights cannot be taken off flying) are shown in the dialog and as a toast.
import { useLayoutEffect, useState } from 'react';
import { HistoryDisclosure } from '@/components/audit/history-panel';
import { FormDialog } from '@/components/crud/form-dialog';
import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { useApiWrite } from '@/lib/client/query';
import { fmtDay } from '@/lib/format/dates';
import { ROSTER, ROSTER_CHANGES } from '@/lib/realtime/changed-paths';
import { DUTY, dutyStatusByNo } from '@/lib/rules/duty-status';
import { flightTypeLabel } from '@/lib/rules/flight';
import type { PilotScheduleEntry } from '@/lib/rules/pilot-schedule';
import { rosterCreate } from '@/lib/schemas/flight/roster';
import type { BaseRow } from '@/lib/schemas/flight/rows';
import { DutyCode } from './duty';
import { FlightChip } from './roster-cell';
import { WEEKDAY_SHORT } from './roster-data';
import { baseBody, baseNeeded, checkedFirst, DutyFields, type DutyValues, NO_BASE, useRosterForm } from './roster-dialog-parts';
import { type FlightRow, type PilotRow, RANK_LABEL, route } from './types';

export interface DayTarget {
  crew: PilotRow;
  date: string;
  entry?: PilotScheduleEntry;
  flights: FlightRow[];
}

type DayValues = DutyValues & { notes: string };

const daySchema = checkedFirst([baseNeeded], rosterCreate);
const FIELDS = ['status', 'base_id', 'notes'];
const idOf = (name: string) => `roster-${name === 'base_id' ? 'base' : name}`;

function startValues(target: DayTarget): DayValues {
  const e = target.entry;
  return {
    status: e?.status != null ? String(e.status) : String(DUTY.onDuty),
    base_id: String(e && e.base > 0 ? e.base : (target.crew.base_id ?? NO_BASE)),
    notes: '',
  };
}

function DaySummary({ target }: { target: DayTarget }) {
  const current = target.entry;
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-600">
      <span className="font-mono font-semibold text-slate-800">{target.crew.crew_code}</span>
      {RANK_LABEL[target.crew.rank]}
      <span className="text-slate-500">|</span>
      Now:{' '}
      {current ? (
        <span className="inline-flex items-center gap-1.5">
          <DutyCode status={current.status} />
          {dutyStatusByNo(current.status)?.name ?? 'No status'}
          {current.base > 0 && <span className="text-slate-500">at {current.base_name_short || current.base_name}</span>}
        </span>
      ) : (
        <span className="italic">not rostered</span>
      )}
    </div>
  );
}

function DayFlights({ target }: { target: DayTarget }) {
  return (
    <div>
      <p className="mb-1 text-xs font-medium text-slate-700">Flights that day</p>
      {target.flights.length === 0 ? (
        <p className="text-sm text-slate-500">None.</p>
      ) : (
        <ul className="space-y-1 text-sm" aria-label="Flights that day">
          {target.flights.map((f) => (
            <li key={f.id} className="flex items-center gap-2">
              <span className="w-12">
                <FlightChip flight={f} />
              </span>
              <span className="font-mono font-semibold">{f.flight_number}</span>
              <span>{route(f)}</span>
              <span className="text-slate-500">
                {f.etd_local}–{f.eta_local} · {flightTypeLabel(f.flight_type)} · {f.registration}
                {f.pilot_id === target.crew.id ? ' · PIC' : ' · SIC'}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function RosterDayDialog({ target, bases, onClose }: { target: DayTarget | null; bases: readonly BaseRow[]; onClose: () => void }) {
  const { toast } = useToast();
  const [removing, setRemoving] = useState(false);
  const save = useApiWrite('post', ROSTER, { invalidates: ROSTER_CHANGES });
  const {
    form,
    submit: submitWith,
    errors,
    duty,
  } = useRosterForm<DayValues, typeof daySchema, unknown>(daySchema, {
    send: (body) => save.mutateAsync({ body }),
    defaultValues: { status: String(DUTY.onDuty), base_id: NO_BASE, notes: '' },
    toBody: (v) => ({
      pilot_id: target?.crew.id,
      duty_date: target?.date,
      status: Number(v.status),
      base_id: baseBody(v.base_id),
      ...(v.notes.trim() ? { notes: v.notes.trim() } : {}),
    }),
    fields: FIELDS,
    idOf,
  });
  const remove = useApiWrite('delete', `${ROSTER}/{id}`, { invalidates: ROSTER_CHANGES });

  useLayoutEffect(() => {
    if (target) form.reset(startValues(target));
  }, [target, form]);

  async function submit() {
    if (!target) return false;
    return submitWith((_, body) =>
      toast(`${target.crew.name}: ${dutyStatusByNo(body.status ?? -1)?.name} on ${fmtDay(target.date)}`, { type: 'success' }),
    );
  }

  async function removeEntry() {
    if (!target?.entry) return;
    try {
      await remove.mutateAsync({ params: { path: { id: target.entry.id } } });
      toast(`Roster entry of ${fmtDay(target.date)} removed`, { type: 'success' });
      onClose();
    } catch (err) {
      toast(err instanceof Error ? err.message : 'Could not remove the entry', { type: 'error', timeout: 6000 });
    }
  }

  return (
    <>
      <FormDialog
        open={!!target}
        onOpenChange={(o) => !o && onClose()}
        title={
          target ? `${target.crew.name} · ${WEEKDAY_SHORT[new Date(`${target.date}T00:00:00Z`).getUTCDay()]} ${fmtDay(target.date)}` : ''
        }
        submitLabel="Save day"
        onSubmit={submit}
        dirty={form.formState.isDirty}
        maxWidth={520}
      >
        {target && <DaySummary target={target} />}
        <div className="grid grid-cols-2 gap-x-4 gap-y-3">
          <DutyFields idPrefix="roster" bases={bases} current={target?.entry?.status} optionalHint="Optional for this status" {...duty} />
          <Field label="Notes" htmlFor="roster-notes" className="col-span-2" error={errors.notes} hint="Leave empty to keep the saved note">
            <Textarea id="roster-notes" rows={2} {...form.register('notes')} />
          </Field>
        </div>
        {target && <DayFlights target={target} />}
        {target?.entry && <HistoryDisclosure table="pilot_schedules" record={target.entry.id} />}
        {target?.entry && (
          <Button variant="ghost" size="sm" className="text-red-700" onClick={() => setRemoving(true)}>
            Remove this roster entry
          </Button>
        )}
      </FormDialog>
      <ConfirmDialog
        open={removing}
        onOpenChange={setRemoving}
        title="Remove roster entry ?"
        description={target ? `${target.crew.name} will have no roster entry on ${fmtDay(target.date)}.` : undefined}
        confirmLabel="Remove"
        destructive
        onConfirm={removeEntry}
      />
    </>
  );
}
