'use client';
// The roster's two dialogs: one day of one crew member (POST /api/pilot/schedule, or remove the entry)
// and a range in bulk (POST /api/pilot/schedule/bulk: crew, from, to, weekdays). A status that needs a
// base asks for one; the server's refusals (a day with flights cannot be taken off flying) are shown in
// the dialog and as a toast.
import { useMemo, useState } from 'react';
import { FormDialog, useFieldErrors } from '@/components/crud/form-dialog';
import { baseLabel } from '@/components/flight/fleet-form';
import { fmtDay } from '@/components/flight/format';
import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { ApiError, api } from '@/lib/client/api';
import { DUTY, DUTY_STATUSES, dutyStatusByNo, requiresBase, SHOWN_DUTY_STATUSES } from '@/lib/rules/duty-status';
import { flightTypeLabel } from '@/lib/rules/flight';
import type { PilotScheduleEntry } from '@/lib/rules/pilot-schedule';
import type { BaseRow } from '@/lib/schemas/flight/rows';
import { DutyCode } from './duty';
import { WEEKDAY_SHORT } from './roster-data';
import { FlightChip } from './roster-grid';
import { type FlightRow, type PilotRow, RANK_LABEL, route, SCHEDULE_ENDPOINT } from './types';

const NO_BASE = '0';

/**
 * The statuses offered: the shown ones of spec 4, with Day Off first (a roster has to be able to give a
 * day off) and a hidden status only when the entry already has it.
 */
function statusOptions(current?: number | null) {
  const list = [DUTY_STATUSES[DUTY.dayOff], ...SHOWN_DUTY_STATUSES];
  const extra = current != null && !list.some((s) => s.no === current) ? dutyStatusByNo(current) : undefined;
  return [...list, ...(extra ? [extra] : [])].map((s) => ({ value: String(s.no), label: `${s.name} (${s.code})` }));
}

function baseOptions(bases: readonly BaseRow[]) {
  return [{ value: NO_BASE, label: 'No base' }, ...bases.map((b) => ({ value: String(b.id), label: baseLabel(b) }))];
}

/** A refusal as a toast too: the dialog's line may be below the fold of a long form. */
function useRefusalToast() {
  const { toast } = useToast();
  return (err: unknown) => {
    if (err instanceof ApiError && err.status === 409) toast(err.message, { type: 'error', timeout: 6000 });
  };
}

function baseCheck(status: string, base: string): string | undefined {
  const s = dutyStatusByNo(Number(status));
  return s && requiresBase(s.no) && (!base || base === NO_BASE) ? `${s.name} needs a base: please choose one` : undefined;
}

export interface DayTarget {
  crew: PilotRow;
  date: string;
  entry?: PilotScheduleEntry;
  flights: FlightRow[];
}

export function RosterDayDialog({
  target,
  bases,
  onClose,
  onSaved,
}: {
  target: DayTarget | null;
  bases: readonly BaseRow[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { toast } = useToast();
  const refusal = useRefusalToast();
  const errors = useFieldErrors();
  const [shown, setShown] = useState<DayTarget | null>(null);
  const [status, setStatus] = useState('');
  const [base, setBase] = useState(NO_BASE);
  const [notes, setNotes] = useState('');
  const [removing, setRemoving] = useState(false);

  if (target !== shown) {
    setShown(target);
    if (target) {
      const e = target.entry;
      setStatus(e?.status != null ? String(e.status) : String(DUTY.onDuty));
      setBase(String(e && e.base > 0 ? e.base : (target.crew.base_id ?? NO_BASE)));
      setNotes('');
      errors.clear();
    }
  }

  async function submit() {
    if (!target) return false;
    const baseError = baseCheck(status, base);
    if (baseError) {
      errors.set({ base_id: baseError });
      return false;
    }
    errors.clear();
    try {
      await api(SCHEDULE_ENDPOINT, {
        method: 'POST',
        json: {
          pilot_id: target.crew.id,
          duty_date: target.date,
          status: Number(status),
          base_id: base === NO_BASE ? null : Number(base),
          ...(notes.trim() ? { notes: notes.trim() } : {}),
        },
      });
    } catch (err) {
      refusal(err);
      errors.fromApi(err);
    }
    toast(`${target.crew.name}: ${dutyStatusByNo(Number(status))?.name} on ${fmtDay(target.date)}`, { type: 'success' });
    onSaved();
    return true;
  }

  async function remove() {
    if (!target?.entry) return;
    try {
      await api(`${SCHEDULE_ENDPOINT}/${target.entry.id}`, { method: 'DELETE' });
      toast(`Roster entry of ${fmtDay(target.date)} removed`, { type: 'success' });
      onSaved();
      onClose();
    } catch (err) {
      toast(err instanceof Error ? err.message : 'Could not remove the entry', { type: 'error', timeout: 6000 });
    }
  }

  const needsBase = requiresBase(Number(status));
  const current = target?.entry;
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
        maxWidth={520}
      >
        {target && (
          <div className="flex flex-wrap items-center gap-2 rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-600">
            <span className="font-mono font-semibold text-slate-800">{target.crew.crew_code}</span>
            {RANK_LABEL[target.crew.rank]}
            <span className="text-slate-300">|</span>
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
        )}
        <div className="grid grid-cols-2 gap-x-4 gap-y-3">
          <Field label="Duty status" htmlFor="roster-status" required error={errors.fields.status}>
            <Select
              id="roster-status"
              value={status}
              invalid={!!errors.fields.status}
              options={statusOptions(current?.status)}
              onValueChange={(v) => {
                errors.dismiss('status');
                errors.dismiss('base_id');
                setStatus(v);
              }}
            />
          </Field>
          <Field
            label="Base"
            htmlFor="roster-base"
            required={needsBase}
            error={errors.fields.base_id}
            hint={needsBase ? 'Required for this status' : 'Optional for this status'}
          >
            <Select
              id="roster-base"
              value={base}
              invalid={!!errors.fields.base_id}
              options={baseOptions(bases)}
              onValueChange={(v) => {
                errors.dismiss('base_id');
                setBase(v);
              }}
            />
          </Field>
          <Field
            label="Notes"
            htmlFor="roster-notes"
            className="col-span-2"
            error={errors.fields.notes}
            hint="Leave empty to keep the saved note"
          >
            <Textarea id="roster-notes" rows={2} value={notes} onChange={(e) => setNotes(e.target.value)} />
          </Field>
        </div>
        {target && (
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
        )}
        {current && (
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
        onConfirm={remove}
      />
    </>
  );
}

export interface BulkTarget {
  pilotIds: number[];
  from: string;
  to: string;
}

const WEEKDAY_ORDER = [1, 2, 3, 4, 5, 6, 0];

export function RosterBulkDialog({
  target,
  crew,
  bases,
  onClose,
  onSaved,
}: {
  target: BulkTarget | null;
  /** The crew the roster shows (the choice offered). */
  crew: readonly PilotRow[];
  bases: readonly BaseRow[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { toast } = useToast();
  const refusal = useRefusalToast();
  const errors = useFieldErrors();
  const [shown, setShown] = useState<BulkTarget | null>(null);
  const [picked, setPicked] = useState<Set<number>>(new Set());
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [days, setDays] = useState<Set<number>>(new Set(WEEKDAY_ORDER));
  const [status, setStatus] = useState(String(DUTY.dayOff));
  const [base, setBase] = useState(NO_BASE);
  const [filter, setFilter] = useState('');
  const [home, setHome] = useState(NO_BASE);

  if (target !== shown) {
    setShown(target);
    if (target) {
      setPicked(new Set(target.pilotIds));
      setFrom(target.from);
      setTo(target.to);
      setDays(new Set(WEEKDAY_ORDER));
      setStatus(String(DUTY.dayOff));
      // The chosen crew's common home base fills the base once a status needs one.
      const homes = new Set(crew.filter((c) => target.pilotIds.includes(c.id)).map((c) => c.base_id));
      const only = homes.size === 1 ? [...homes][0] : null;
      setHome(only ? String(only) : NO_BASE);
      setBase(NO_BASE);
      setFilter('');
      errors.clear();
    }
  }

  const visible = useMemo(() => {
    const q = filter.trim().toLowerCase();
    return q ? crew.filter((c) => `${c.name} ${c.crew_code} ${c.base_name_short ?? ''}`.toLowerCase().includes(q)) : crew;
  }, [crew, filter]);

  async function submit() {
    const fields: Record<string, string> = {};
    if (picked.size === 0) fields.pilot_ids = 'Please choose the crew members';
    if (!from) fields.from = 'Please choose the first day';
    if (!to) fields.to = 'Please choose the last day';
    else if (from && to < from) fields.to = 'The last day must not be before the first';
    if (days.size === 0) fields.weekdays = 'Please choose at least one weekday';
    const baseError = baseCheck(status, base);
    if (baseError) fields.base_id = baseError;
    if (Object.keys(fields).length) {
      errors.set(fields);
      return false;
    }
    errors.clear();
    let affected = 0;
    try {
      const r = await api<{ affected: number }>(`${SCHEDULE_ENDPOINT}/bulk`, {
        method: 'POST',
        json: {
          pilot_ids: [...picked],
          from,
          to,
          status: Number(status),
          base_id: base === NO_BASE ? null : Number(base),
          ...(days.size < 7 ? { weekdays: [...days].sort() } : {}),
        },
      });
      affected = r.affected;
    } catch (err) {
      refusal(err);
      errors.fromApi(err);
    }
    const s = dutyStatusByNo(Number(status));
    toast(`Roster updated: ${affected} day${affected === 1 ? '' : 's'} set to ${s?.name}`, { type: 'success' });
    onSaved();
    return true;
  }

  const toggle = <T,>(set: Set<T>, v: T) => {
    const next = new Set(set);
    if (next.has(v)) next.delete(v);
    else next.add(v);
    return next;
  };
  const needsBase = requiresBase(Number(status));

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
        <fieldset
          className="row-span-4 flex min-h-0 flex-col gap-1.5"
          aria-describedby={errors.fields.pilot_ids ? 'bulk-crew-error' : undefined}
        >
          <legend className="mb-1 text-xs font-medium text-slate-700">
            Crew members <span className="text-slate-500">({picked.size} chosen)</span>
          </legend>
          <div className="flex gap-1.5">
            <Input
              aria-label="Filter crew"
              placeholder="Filter…"
              value={filter}
              onChange={(e) => setFilter(e.target.value)}
              className="h-8"
            />
            <Button
              size="sm"
              variant="secondary"
              className="h-8"
              onClick={() => setPicked(new Set([...picked, ...visible.map((c) => c.id)]))}
            >
              All
            </Button>
            <Button size="sm" variant="secondary" className="h-8" onClick={() => setPicked(new Set())}>
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
                    checked={picked.has(c.id)}
                    onChange={() => {
                      errors.dismiss('pilot_ids');
                      setPicked(toggle(picked, c.id));
                    }}
                  />
                  <span className="truncate">{c.name}</span>
                  <span className="ml-auto font-mono text-xs text-slate-500">{c.crew_code}</span>
                </label>
              </li>
            ))}
            {visible.length === 0 && <li className="px-2 py-3 text-sm text-slate-500">No crew match.</li>}
          </ul>
          {errors.fields.pilot_ids && (
            <p id="bulk-crew-error" role="alert" className="text-xs text-red-600">
              {errors.fields.pilot_ids}
            </p>
          )}
        </fieldset>

        <div className="grid grid-cols-2 gap-3">
          <Field label="From" htmlFor="bulk-from" required error={errors.fields.from}>
            <Input id="bulk-from" type="date" value={from} invalid={!!errors.fields.from} onChange={(e) => setFrom(e.target.value)} />
          </Field>
          <Field label="To" htmlFor="bulk-to" required error={errors.fields.to}>
            <Input id="bulk-to" type="date" value={to} invalid={!!errors.fields.to} onChange={(e) => setTo(e.target.value)} />
          </Field>
        </div>
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
                  checked={days.has(d)}
                  onChange={() => {
                    errors.dismiss('weekdays');
                    setDays(toggle(days, d));
                  }}
                />
                {WEEKDAY_SHORT[d]}
              </label>
            ))}
          </div>
          {errors.fields.weekdays && (
            <p role="alert" className="mt-1 text-xs text-red-600">
              {errors.fields.weekdays}
            </p>
          )}
        </fieldset>
        <Field label="Duty status" htmlFor="bulk-status" required error={errors.fields.status}>
          <Select
            id="bulk-status"
            value={status}
            options={statusOptions()}
            onValueChange={(v) => {
              errors.dismiss('status');
              errors.dismiss('base_id');
              setStatus(v);
              if (requiresBase(Number(v)) && base === NO_BASE) setBase(home);
            }}
          />
        </Field>
        <Field
          label="Base"
          htmlFor="bulk-base"
          required={needsBase}
          error={errors.fields.base_id}
          hint={needsBase ? 'Required for this status' : undefined}
        >
          <Select
            id="bulk-base"
            value={base}
            invalid={!!errors.fields.base_id}
            options={baseOptions(bases)}
            onValueChange={(v) => {
              errors.dismiss('base_id');
              setBase(v);
            }}
          />
        </Field>
      </div>
    </FormDialog>
  );
}
