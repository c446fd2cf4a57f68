'use client';
// Bulk create: one flight repeated on the chosen weekdays of a date range, sent as one all-or-nothing
// POST /api/flight/route-schedule-bulk. A refusal lists the days at fault and writes nothing.
import { type ChangeEvent, useLayoutEffect, useMemo, useState } from 'react';
import { z } from 'zod';
import { FormDialog } from '@/components/crud/form-dialog';
import { FormFields, formBody, formValues } from '@/components/crud/resource-form';
import { useToast } from '@/components/shell/toast';
import { cn } from '@/components/ui/cn';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError, type RowProblem } from '@/lib/client/api';
import { boundFields, submitFocused } from '@/lib/client/field-messages';
import { useApiWrite } from '@/lib/client/query';
import { useSchemaForm } from '@/lib/client/schema-form';
import { fmtFixed } from '@/lib/format/numbers';
import { FLIGHT_CHANGES } from '@/lib/realtime/changed-paths';
import { BULK_MAX, scheduleCreate } from '@/lib/schemas/flight/schedule';
import { addDays, dayTitle, isDay, localToday, SHORT_DAYS, weekday } from './dates';
import type { ScheduleDialogProps } from './dialog-props';
import { formHours, scheduleFields } from './schedule-form';

/** Monday first, as the form lists them. */
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0].map((no) => ({ no, label: SHORT_DAYS[no] }));

/** The days from `from` to `to` (inclusive) falling on one of `weekdays`. */
export function bulkDays(from: string, to: string, weekdays: readonly number[]): string[] {
  if (!isDay(from) || !isDay(to) || to < from) return [];
  const out: string[] = [];
  for (let d = from; d <= to && out.length <= BULK_MAX; d = addDays(d, 1)) if (weekdays.includes(weekday(d))) out.push(d);
  return out;
}

type BulkValues = Record<string, string | boolean | number[]>;

const text = (v: BulkValues, name: string) => (typeof v[name] === 'string' ? String(v[name]) : '');
const weekdaysOf = (v: BulkValues) => (Array.isArray(v.weekdays) ? v.weekdays : []);

/** One flight as the API checks each of the bulk's flights, and the range's own rules beside it. */
const bulkForm = scheduleCreate.extend({ from: z.string(), to: z.string(), weekdays: z.array(z.number()) }).superRefine(
  ({ from, to, weekdays }, ctx) => {
    const days = bulkDays(from, to, weekdays);
    const issue = (field: string, message: string) => ctx.addIssue({ code: 'custom', path: [field], message });
    const fromBad = !isDay(from);
    const toBad = !isDay(to) || (!fromBad && to < from);
    if (fromBad) issue('from', 'Please input the first day');
    if (!isDay(to)) issue('to', 'Please input the last day');
    else if (toBad) issue('to', 'The last day must not be before the first');
    else if (days.length > BULK_MAX) issue('to', `At most ${BULK_MAX} flights at once; shorten the range`);
    if (!weekdays.length) issue('weekdays', 'Please choose at least one weekday');
    else if (!fromBad && !toBad && !days.length) issue('weekdays', 'None of the chosen weekdays falls in the range');
  },
  { when: () => true },
);
const DATE_NAMES = ['from', 'to'];

export function BulkCreateDialog({ open, onOpenChange, refs }: ScheduleDialogProps) {
  const { toast } = useToast();
  const start = (): BulkValues => ({
    ...formValues(scheduleFields(refs, {}, { withDate: false }), { flight_type: 'regular', flight_status: 1 }),
    from: localToday(),
    to: addDays(localToday(), 27),
    weekdays: [1, 2, 3, 4, 5, 6, 0],
  });
  const form = useSchemaForm<BulkValues, typeof bulkForm>(bulkForm, {
    defaultValues: start(),
    toBody: (v) => {
      const from = text(v, 'from');
      const flight = formBody(scheduleFields(refs, {}, { withDate: false }), boundText(v));
      return { ...flight, flight_date: isDay(from) ? from : localToday(), from, to: text(v, 'to'), weekdays: weekdaysOf(v) };
    },
  });
  const create = useApiWrite('post', '/api/flight/route-schedule-bulk', { invalidates: FLIGHT_CHANGES });
  const [problems, setProblems] = useState<{ day: string; message: string }[]>([]);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setProblems([]);
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: each opening starts from the defaults
  useLayoutEffect(() => {
    if (open) form.reset(start());
  }, [open, form]);

  const all = form.watch();
  const fieldNames = scheduleFields(refs, {}, { withDate: false }).map((f) => f.name);
  const bound = boundFields(form, fieldNames);
  const fields = useMemo(() => scheduleFields(refs, bound.values, { withDate: false }), [refs, bound.values]);
  const from = text(all, 'from');
  const to = text(all, 'to');
  const weekdays = weekdaysOf(all);
  const days = bulkDays(from, to, weekdays);
  const { hours } = formHours(refs, bound.values, days[0] ?? from);
  const idOf = (name: string) => `bulk-${name.replaceAll('_', '-')}`;

  async function submit() {
    setProblems([]);
    let refused = false;
    const ok = await submitFocused(
      form,
      async ({ from: _from, to: _to, weekdays: _weekdays, ...flight }) => {
        try {
          const r = await create.mutateAsync({ body: { schedules: days.map((d) => ({ ...flight, flight_date: d })) } });
          toast(`${r.created} flight${r.created === 1 ? '' : 's'} created`, { type: 'success' });
        } catch (err) {
          if (!(err instanceof ApiError && err.rows.length)) throw err;
          refused = true;
          setProblems(err.rows.map((p: RowProblem) => ({ day: days[p.index ?? -1] ?? '?', message: p.message })));
          toast(`Nothing created: ${err.rows.length} of ${days.length} flights refused`, { type: 'error', timeout: 6000 });
        }
      },
      [...DATE_NAMES, ...fieldNames],
      idOf,
    );
    return ok && !refused;
  }

  const setDate = (name: 'from' | 'to') => (e: ChangeEvent<HTMLInputElement>) => {
    form.clearErrors(name);
    form.setValue(name, e.target.value);
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Bulk create flights"
      submitLabel={days.length && days.length <= BULK_MAX ? `Create ${days.length} flight${days.length === 1 ? '' : 's'}` : 'Create'}
      onSubmit={submit}
      maxWidth={760}
    >
      <div className="grid grid-cols-3 gap-x-4 gap-y-3">
        <Field label="First day" htmlFor="bulk-from" required error={bound.errors.from}>
          <Input id="bulk-from" type="date" value={from} invalid={!!bound.errors.from} onChange={setDate('from')} />
        </Field>
        <Field label="Last day" htmlFor="bulk-to" required error={bound.errors.to}>
          <Input id="bulk-to" type="date" value={to} invalid={!!bound.errors.to} onChange={setDate('to')} />
        </Field>
        <WeekdayButtons
          value={weekdays}
          onChange={(next) => {
            form.clearErrors('weekdays');
            form.setValue('weekdays', next);
          }}
          error={bound.errors.weekdays}
        />
      </div>
      <FormFields fields={fields} values={bound.values} onChange={bound.onChange} errors={bound.errors} idPrefix="bulk" columns={3} />
      <p className="text-xs text-slate-600" data-testid="bulk-summary">
        {days.length > BULK_MAX
          ? `More than ${BULK_MAX} flights: shorten the range.`
          : days.length
            ? `${days.length} flights, ${dayTitle(days[0])} to ${dayTitle(days[days.length - 1])}${hours !== null ? `, ${fmtFixed(hours, 2)} h each` : ''}. All are checked together: if one is refused, none is created.`
            : 'No day in the range falls on the chosen weekdays.'}
      </p>
      {problems.length > 0 && (
        <div role="alert" className="max-h-48 overflow-y-auto rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          <p className="font-medium">Nothing was created. Refused:</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {problems.map((p, i) => (
              <li key={i}>
                <span className="font-medium">{p.day}</span>: {p.message}
              </li>
            ))}
          </ul>
        </div>
      )}
    </FormDialog>
  );
}

/** The text and checkbox values of the form (the flight's fields). */
function boundText(v: BulkValues) {
  const out: Record<string, string | boolean> = {};
  for (const [k, x] of Object.entries(v)) if (typeof x === 'string' || typeof x === 'boolean') out[k] = x;
  return out;
}

function WeekdayButtons({ value, onChange, error }: { value: number[]; onChange: (days: number[]) => void; error?: string }) {
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-xs font-medium text-slate-700">Weekdays</legend>
      <div className="flex h-9 items-center gap-1">
        {WEEKDAYS.map((w) => {
          const on = value.includes(w.no);
          return (
            <button
              key={w.no}
              type="button"
              aria-pressed={on}
              onClick={() => onChange(on ? value.filter((x) => x !== w.no) : [...value, w.no])}
              className={cn(
                'h-8 flex-1 rounded border text-xs font-medium',
                on ? 'border-brand-600 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-600 hover:bg-slate-50',
              )}
            >
              {w.label}
            </button>
          );
        })}
      </div>
      {error && (
        <p role="alert" className="text-xs text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
