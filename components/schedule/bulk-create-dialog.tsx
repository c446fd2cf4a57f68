'use client';
// Bulk create: one flight repeated on the chosen weekdays of a date range, sent as one all-or-nothing
// POST /api/flight/route-schedule-bulk. A refusal lists the days at fault and writes nothing.
import { useMemo, useState } from 'react';
import { FormDialog, issuesToFields, useFieldErrors } from '@/components/crud/form-dialog';
import { FormFields, type FormValues, formBody, formValues } from '@/components/crud/resource-form';
import { useToast } from '@/components/shell/toast';
import { cn } from '@/components/ui/cn';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError, api, type RowProblem } from '@/lib/client/api';
import { BULK_MAX, scheduleCreate } from '@/lib/schemas/flight/schedule';
import { addDays, dayTitle, isDay, localToday, weekday } from './dates';
import { formHours, scheduleFields } from './schedule-form';
import type { ScheduleRefs } from './types';

const WEEKDAYS = [
  { no: 1, label: 'Mon' },
  { no: 2, label: 'Tue' },
  { no: 3, label: 'Wed' },
  { no: 4, label: 'Thu' },
  { no: 5, label: 'Fri' },
  { no: 6, label: 'Sat' },
  { no: 0, label: 'Sun' },
];

/** The days from `from` to `to` (inclusive) falling on one of `weekdays`. */
export function bulkDays(from: string, to: string, weekdays: readonly number[]): string[] {
  if (!isDay(from) || !isDay(to) || to < from) return [];
  const out: string[] = [];
  for (let d = from; d <= to && out.length <= BULK_MAX; d = addDays(d, 1)) if (weekdays.includes(weekday(d))) out.push(d);
  return out;
}

export function BulkCreateDialog({
  open,
  onOpenChange,
  refs,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  refs: ScheduleRefs;
  onSaved: () => void;
}) {
  const { toast } = useToast();
  const errors = useFieldErrors();
  const start = () => formValues(scheduleFields(refs, {}, { withDate: false }), { flight_type: 'regular', flight_status: 1 });
  const [values, setValues] = useState<FormValues>(start);
  const [from, setFrom] = useState(localToday);
  const [to, setTo] = useState(() => addDays(localToday(), 27));
  const [weekdays, setWeekdays] = useState<number[]>([1, 2, 3, 4, 5, 6, 0]);
  const [problems, setProblems] = useState<{ day: string; message: string }[]>([]);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setValues(start());
      setProblems([]);
      errors.clear();
    }
  }
  const fields = useMemo(() => scheduleFields(refs, values, { withDate: false }), [refs, values]);
  const days = bulkDays(from, to, weekdays);
  const hours = formHours(refs, values, days[0] ?? from);

  async function submit() {
    setProblems([]);
    const dateErrors: Record<string, string> = {};
    if (!isDay(from)) dateErrors.from = 'Please input the first day';
    if (!isDay(to)) dateErrors.to = 'Please input the last day';
    else if (isDay(from) && to < from) dateErrors.to = 'The last day must not be before the first';
    if (!weekdays.length) dateErrors.weekdays = 'Please choose at least one weekday';
    else if (!Object.keys(dateErrors).length && !days.length) dateErrors.weekdays = 'None of the chosen weekdays falls in the range';
    if (days.length > BULK_MAX) dateErrors.to = `At most ${BULK_MAX} flights at once; shorten the range`;
    const body = formBody(fields, values);
    const parsed = scheduleCreate.safeParse({ ...body, flight_date: isDay(from) ? from : localToday() });
    const fieldErrors = { ...(parsed.success ? {} : issuesToFields(parsed.error.issues)), ...dateErrors };
    if (Object.keys(fieldErrors).length) {
      errors.set(fieldErrors);
      return false;
    }
    errors.clear();
    try {
      const r = await api<{ created: number }>('/api/flight/route-schedule-bulk', {
        method: 'POST',
        json: { schedules: days.map((d) => ({ ...body, flight_date: d })) },
      });
      toast(`${r.created} flight${r.created === 1 ? '' : 's'} created`, { type: 'success' });
      onSaved();
      return true;
    } catch (err) {
      if (err instanceof ApiError && err.rows.length) {
        setProblems(err.rows.map((p: RowProblem) => ({ day: days[p.index ?? -1] ?? '?', message: p.message })));
        toast(`Nothing created: ${err.rows.length} of ${days.length} flights refused`, { type: 'error', timeout: 6000 });
        return false;
      }
      if (err instanceof ApiError && Object.keys(err.fields).length) errors.set(err.fields);
      throw err;
    }
  }

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
        <Field label="First day" htmlFor="bulk-from" required error={errors.fields.from}>
          <Input id="bulk-from" type="date" value={from} invalid={!!errors.fields.from} onChange={(e) => setFrom(e.target.value)} />
        </Field>
        <Field label="Last day" htmlFor="bulk-to" required error={errors.fields.to}>
          <Input id="bulk-to" type="date" value={to} invalid={!!errors.fields.to} onChange={(e) => setTo(e.target.value)} />
        </Field>
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 text-xs font-medium text-slate-700">Weekdays</legend>
          <div className="flex h-9 items-center gap-1">
            {WEEKDAYS.map((w) => {
              const on = weekdays.includes(w.no);
              return (
                <button
                  key={w.no}
                  type="button"
                  aria-pressed={on}
                  onClick={() => setWeekdays((ws) => (on ? ws.filter((x) => x !== w.no) : [...ws, w.no]))}
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
          {errors.fields.weekdays && (
            <p role="alert" className="text-xs text-red-600">
              {errors.fields.weekdays}
            </p>
          )}
        </fieldset>
      </div>
      <FormFields
        fields={fields}
        values={values}
        onChange={(name, value) => {
          errors.dismiss(name);
          setValues((v) => ({ ...v, [name]: value }));
        }}
        errors={errors.fields}
        idPrefix="bulk"
        columns={3}
      />
      <p className="text-xs text-slate-600" data-testid="bulk-summary">
        {days.length > BULK_MAX
          ? `More than ${BULK_MAX} flights: shorten the range.`
          : days.length
            ? `${days.length} flights, ${dayTitle(days[0])} to ${dayTitle(days[days.length - 1])}${hours !== null ? `, ${hours.toFixed(2)} h each` : ''}. All are checked together: if one is refused, none is created.`
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
