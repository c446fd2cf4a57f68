'use client';
// The flight dialog (new and edit): the contract's create body with local HH:MM times, airport, aircraft and
// crew pickers, the crew's flight-time headroom before saving, the server's refusals beside their fields,
// and the last flight of the same number filling an empty form.
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { HistoryDisclosure } from '@/components/audit/history-panel';
import { FormDialog } from '@/components/crud/form-dialog';
import { type FormField, FormFields, type FormValues, formBody, formValues } from '@/components/crud/resource-form';
import { useDebounced } from '@/components/hooks/use-debounced';
import { useToast } from '@/components/shell/toast';
import { boundFields, submitFocused } from '@/lib/client/field-messages';
import { ASK_AGAIN, useApiGet, useApiSave } from '@/lib/client/query';
import { type SchemaForm, useSchemaForm } from '@/lib/client/schema-form';
import { fmtFixed } from '@/lib/format/numbers';
import { FLIGHT_CHANGES } from '@/lib/realtime/changed-paths';
import { FLIGHT_STATUSES, FLIGHT_TYPES, flightTypeLabel } from '@/lib/rules/flight';
import { picSeatWarning } from '@/lib/rules/readiness';
import { FLIGHT_NUMBER, scheduleCreate } from '@/lib/schemas/flight/schedule';
import type { ListResult } from '@/lib/schemas/list';
import { localToday, type PlannedTime, plannedTime } from './dates';
import { CrewHeadroom } from './headroom';
import { airportLabel, baseLabel, fleetLabel, pilotLabel, SCHEDULE_ENDPOINT, type ScheduleRefs, type ScheduleRow } from './types';

/** The flight fields; without `flight_date` for the bulk form, which takes a date range instead. */
export function scheduleFields(refs: ScheduleRefs, values: FormValues, { withDate = true } = {}): FormField[] {
  const fleet = refs.fleets.find((f) => String(f.id) === values.fleet_id);
  const crewOptions = (captainsFirst: boolean) =>
    [...refs.pilots]
      .sort((a, b) => (captainsFirst ? Number(b.rank === 'captain') - Number(a.rank === 'captain') : 0) || a.name.localeCompare(b.name))
      .map((p) => ({
        value: String(p.id),
        label:
          fleet && !p.fleet_type_ids.includes(fleet.fleet_type.id)
            ? `${pilotLabel(p)} – not rated on ${fleet.fleet_type.code}`
            : pilotLabel(p),
      }));
  const airports = refs.airports.map((a) => ({ value: String(a.id), label: airportLabel(a) }));
  return [
    { name: 'flight_number', label: 'Flight number', upper: true, required: true, placeholder: 'SI 211' },
    {
      name: 'flight_type',
      label: 'Flight type',
      kind: 'select',
      required: true,
      placeholder: 'Choose a type',
      options: FLIGHT_TYPES.map((t) => ({ value: t, label: flightTypeLabel(t) })),
    },
    {
      name: 'flight_status',
      label: 'Status',
      kind: 'select',
      numeric: true,
      required: true,
      options: FLIGHT_STATUSES.map((s) => ({ value: String(s.no), label: s.name })),
    },
    ...(withDate ? [{ name: 'flight_date', label: 'Date', kind: 'date', required: true } satisfies FormField] : []),
    { name: 'etd', label: 'ETD', required: true, placeholder: 'HH:MM', hint: 'Local time at departure' },
    { name: 'eta', label: 'ETA', required: true, placeholder: 'HH:MM', hint: 'Local time at arrival' },
    ...(withDate ? [] : [{ name: 'gap', label: '', kind: 'spacer' } satisfies FormField]),
    {
      name: 'dep_airport_id',
      label: 'From',
      kind: 'combobox',
      numeric: true,
      required: true,
      placeholder: 'Departure airport',
      options: airports,
    },
    {
      name: 'arr_airport_id',
      label: 'To',
      kind: 'combobox',
      numeric: true,
      required: true,
      placeholder: 'Arrival airport',
      options: airports,
    },
    {
      name: 'fleet_id',
      label: 'Aircraft',
      kind: 'combobox',
      numeric: true,
      required: true,
      placeholder: 'Registration',
      options: refs.fleets.map((f) => ({
        value: String(f.id),
        label: f.status === 'active' ? fleetLabel(f) : `${fleetLabel(f)} (${f.status})`,
      })),
    },
    {
      name: 'pilot_id',
      label: 'Pilot (PIC)',
      kind: 'combobox',
      numeric: true,
      nullable: true,
      placeholder: 'No pilot',
      options: [{ value: '', label: 'No pilot' }, ...crewOptions(true)],
    },
    {
      name: 'copilot_id',
      label: 'Copilot',
      kind: 'combobox',
      numeric: true,
      nullable: true,
      placeholder: 'No copilot',
      options: [{ value: '', label: 'No copilot' }, ...crewOptions(false)],
    },
    { name: 'gap2', label: '', kind: 'spacer' },
    {
      name: 'base_id',
      label: 'Base',
      kind: 'combobox',
      numeric: true,
      nullable: true,
      placeholder: "The aircraft's base",
      options: [{ value: '', label: "The aircraft's base" }, ...refs.bases.map((b) => ({ value: String(b.id), label: baseLabel(b) }))],
    },
    {
      name: 'area_id',
      label: 'Area',
      kind: 'combobox',
      numeric: true,
      nullable: true,
      placeholder: "The base's area",
      options: [{ value: '', label: "The base's area" }, ...refs.areas.map((a) => ({ value: String(a.id), label: a.name }))],
    },
    { name: 'gap3', label: '', kind: 'spacer' },
    { name: 'notes', label: 'Notes', kind: 'textarea', span: 3, nullable: true, placeholder: 'Charter customer, cargo, remarks…' },
  ];
}

/** What the dialog edits: a flight (or a new one, possibly with a date already chosen). */
export interface ScheduleTarget {
  row?: ScheduleRow;
  /** For a new flight: the day it starts on. */
  date?: string;
}

function startValues(refs: ScheduleRefs, target: ScheduleTarget): FormValues {
  const fields = scheduleFields(refs, {});
  const r = target.row;
  if (!r) return formValues(fields, { flight_type: 'regular', flight_status: 1, flight_date: target.date ?? localToday() });
  return formValues(fields, { ...r, etd: r.etd_local, eta: r.eta_local });
}

/** The dialog's hours of the flight being typed (for the headroom), or null while times are incomplete. */
export function formHours(refs: ScheduleRefs, values: FormValues, day = String(values.flight_date ?? '')): PlannedTime {
  const dep = refs.airports.find((a) => String(a.id) === values.dep_airport_id);
  const arr = refs.airports.find((a) => String(a.id) === values.arr_airport_id);
  return plannedTime(day, String(values.etd ?? '').trim(), String(values.eta ?? '').trim(), dep?.timezone, arr?.timezone);
}

const FIELD_NAMES = scheduleFields({ airports: [], bases: [], areas: [], fleets: [], pilots: [] }, {}).map((f) => f.name);
const idOf = (name: string) => `schedule-${name.replaceAll('_', '-')}`;
/** The fields the last flight of the same number fills in a new flight's empty form. */
const FILLED = ['flight_type', 'etd', 'eta', 'dep_airport_id', 'arr_airport_id', 'fleet_id'] as const;

/** A new flight: once a known flight number is typed, the last flight with it fills the empty fields. */
function useLastFlightFill(form: SchemaForm<FormValues, typeof scheduleCreate>, target: ScheduleTarget | null, number: string) {
  const asked = useDebounced(number, 400);
  const lookup = !!target && !target.row && FLIGHT_NUMBER.test(asked) && asked === number;
  const { data } = useApiGet('/api/flight/flight-number/{n}', {
    params: lookup ? { path: { n: asked }, query: { limit: 1 } } : null,
    ...ASK_AGAIN,
  });
  const [filledFrom, setFilledFrom] = useState<string | null>(null);
  const used = useRef<ListResult<ScheduleRow> | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new target (another dialog) starts without a fill
  useEffect(() => {
    setFilledFrom(null);
    used.current = null;
  }, [target]);
  useEffect(() => {
    const last = lookup ? data?.data[0] : undefined;
    if (!last || used.current === data) return;
    used.current = data ?? null;
    const from: Record<(typeof FILLED)[number], string> = {
      flight_type: last.flight_type,
      etd: last.etd_local,
      eta: last.eta_local,
      dep_airport_id: String(last.dep_airport_id),
      arr_airport_id: String(last.arr_airport_id),
      fleet_id: String(last.fleet_id),
    };
    const v = form.getValues();
    let changed = false;
    for (const k of FILLED) {
      if (k === 'flight_type' ? v.flight_type === 'regular' && from[k] !== 'regular' : v[k] === '') {
        form.setValue(k, from[k]);
        changed = true;
      }
    }
    if (changed) setFilledFrom(`Filled from ${last.flight_number} of ${last.flight_date}`);
  }, [data, lookup, form]);
  return filledFrom;
}

export function ScheduleFormDialog({ target, onClose, refs }: { target: ScheduleTarget | null; onClose: () => void; refs: ScheduleRefs }) {
  const { toast } = useToast();
  const form = useSchemaForm<FormValues, typeof scheduleCreate>(scheduleCreate, {
    defaultValues: target ? startValues(refs, target) : {},
    toBody: (v) => formBody(scheduleFields(refs, v), v),
  });
  const { save } = useApiSave(SCHEDULE_ENDPOINT, { invalidates: FLIGHT_CHANGES });
  useLayoutEffect(() => {
    if (target) form.reset(startValues(refs, target));
  }, [target, refs, form]);
  const editing = target?.row;
  const bound = boundFields(form, FIELD_NAMES);
  const values = bound.values;
  const fields = useMemo(() => scheduleFields(refs, values), [refs, values]);
  const number = String(values.flight_number ?? '')
    .trim()
    .toUpperCase();
  const filledFrom = useLastFlightFill(form, target, number);

  async function submit() {
    if (!target) return false;
    // A refusal shows under its field or under the form (FormDialog): no toast repeats it.
    return await submitFocused(
      form,
      async (body) => {
        await save(editing?.id, body);
        toast(editing ? `Flight ${number} updated` : `Flight ${number} created`, { type: 'success' });
      },
      FIELD_NAMES,
      idOf,
    );
  }

  const date = String(values.flight_date ?? '');
  const planned = formHours(refs, values);
  const hours = planned.hours;
  const crew = (['pilot_id', 'copilot_id'] as const)
    .map((k) => ({ key: k, pilot: refs.pilots.find((p) => String(p.id) === values[k]) }))
    .filter((c) => c.pilot);
  const pic = refs.pilots.find((p) => String(p.id) === values.pilot_id);
  const picWarning = pic ? picSeatWarning(pic) : null;

  return (
    <FormDialog
      open={!!target}
      onOpenChange={(o) => !o && onClose()}
      title={editing ? `Edit flight ${editing.flight_number} · ${editing.flight_date}` : 'New flight'}
      submitLabel={editing ? 'Save' : 'Create'}
      onSubmit={submit}
      dirty={form.formState.isDirty}
      maxWidth={760}
    >
      <FormFields fields={fields} values={values} onChange={bound.onChange} errors={bound.errors} idPrefix="schedule" columns={3} />
      {filledFrom && <p className="text-xs text-slate-500">{filledFrom}; check the fields before saving.</p>}
      <div className="space-y-2">
        <p className="text-xs text-slate-600">
          Flight time:{' '}
          <span
            className={planned.problem?.startsWith('ETA') ? 'font-medium text-amber-800' : 'font-medium tabular-nums'}
            data-testid="planned-hours"
          >
            {hours === null ? planned.problem : `${fmtFixed(hours, 2)} h`}
          </span>
        </p>
        {picWarning && (
          <p className="text-xs font-medium text-amber-800" data-testid="pic-rank-warning">
            {picWarning}: the flight shows amber until a captain takes the seat.
          </p>
        )}
        {crew.length > 0 && /^\d{4}-\d{2}-\d{2}$/.test(date) && (
          <div className="space-y-2" data-testid="headroom">
            <p className="text-xs font-medium text-slate-700">Flight time after this flight (busiest window containing {date})</p>
            {crew.map(({ key, pilot }) =>
              pilot ? (
                <CrewHeadroom
                  key={key}
                  pilotId={pilot.id}
                  seat={key === 'pilot_id' ? 'Pilot' : 'Copilot'}
                  name={pilot.name}
                  date={date}
                  add={hours ?? 0}
                  exclude={editing?.id}
                />
              ) : null,
            )}
          </div>
        )}
      </div>
      {editing && <HistoryDisclosure table="route_schedules" record={editing.id} />}
    </FormDialog>
  );
}
