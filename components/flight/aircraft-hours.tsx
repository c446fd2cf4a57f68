'use client';
// The aircraft page's Hours tab: record a day's hours and cycles (recording a day again replaces it), the
// month's and year's totals, and the recorded days, latest first.
import { type FormEvent, useCallback, useMemo, useState } from 'react';
import { type FormField, FormFields, type FormValues, focusFirstError, formBody, formValues } from '@/components/crud/resource-form';
import { ResourceScreen } from '@/components/crud/resource-screen';
import type { ResourceScreenSpec } from '@/components/crud/resource-spec';
import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useApiWrite } from '@/lib/client/query';
import { generalError, submitForm, useSchemaForm } from '@/lib/client/schema-form';
import { fmtDay, fmtMonthLong, fmtWeekday, today } from '@/lib/format/dates';
import { fmt, fmtHours } from '@/lib/format/numbers';
import { fleetHoursCreate } from '@/lib/schemas/flight/fleet';
import type { FleetHoursRow, HoursTotals } from '@/lib/schemas/flight/rows';
import { FLEET_PART_ENDPOINT } from './aircraft-parts';
import { FLEET_HOURS_ENDPOINT, useHoursTotals } from './use-hours-totals';

const FIELDS: FormField[] = [
  { name: 'date', label: 'Day', kind: 'date', required: true, span: 2 },
  { name: 'hours', label: 'Flight hours', kind: 'number', required: true, step: '0.1', unit: 'h' },
  { name: 'cycles', label: 'Cycles (landings)', kind: 'number', required: true, step: '1' },
];

function hoursSpec(fleetId: number, registration: string): ResourceScreenSpec<FleetHoursRow> {
  return {
    endpoint: FLEET_HOURS_ENDPOINT,
    params: { fleet: fleetId },
    prefix: 'hours.',
    title: 'Daily hours',
    search: false,
    list: { limit: 10, sort: 'date', order: 'desc' },
    columns: [
      {
        id: 'date',
        header: 'Day',
        sortable: true,
        csv: true,
        cell: (r) => (
          <span className="whitespace-nowrap">
            <span className="inline-block w-9 text-slate-500">{fmtWeekday(r.date)}</span>
            {fmtDay(r.date)}
          </span>
        ),
      },
      { id: 'hours', header: 'Hours', sortable: true, align: 'right', csv: true, cell: (r) => fmtHours(r.hours) },
      { id: 'cycles', header: 'Cycles', sortable: true, align: 'right', csv: true, cell: (r) => fmt(r.cycles) },
    ],
    csv: { filename: `${registration}-hours` },
    empty: { title: 'No hours recorded yet', description: 'Record the first day with the form.' },
  };
}

function TotalsTile({ label, totals, testId }: { label: string; totals: HoursTotals | undefined; testId: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white px-4 py-3 shadow-sm" data-testid={testId}>
      <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</p>
      <p className="mt-1 text-xl font-semibold tabular-nums text-slate-900">
        {totals ? fmtHours(totals.hours) : '…'} <span className="text-sm font-normal text-slate-500">h</span>
      </p>
      <p className="text-sm tabular-nums text-slate-600">{totals ? `${fmt(totals.cycles)} cycles` : ' '}</p>
    </div>
  );
}

export function AircraftHours({ fleetId, registration }: { fleetId: number; registration: string }) {
  const { toast } = useToast();
  const day = today();
  const [formError, setFormError] = useState<string | null>(null);
  const month = useHoursTotals(fleetId, { from: `${day.slice(0, 7)}-01`, to: day });
  const year = useHoursTotals(fleetId, { from: `${day.slice(0, 4)}-01-01`, to: day });
  const form = useSchemaForm<FormValues, typeof fleetHoursCreate>(fleetHoursCreate, {
    defaultValues: formValues(FIELDS, { date: day }),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    toBody: (values) => ({ ...formBody(FIELDS, values), fleet_id: fleetId }),
  });
  // Recording a day adds its hours to the installed parts too.
  const record = useApiWrite('post', FLEET_HOURS_ENDPOINT, { invalidates: [FLEET_PART_ENDPOINT] });
  const spec = useMemo(() => hoursSpec(fleetId, registration), [fleetId, registration]);
  // 'Correct' puts a recorded day back in the form.
  const correct = useCallback(
    (r: FleetHoursRow) => (
      <Button size="sm" variant="ghost" aria-label={`Correct ${r.date}`} onClick={() => form.reset(formValues(FIELDS, r))}>
        Correct
      </Button>
    ),
    [form],
  );

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFormError(null);
    try {
      const saved = await submitForm(form, (body) => record.mutateAsync({ body }));
      if (!saved) focusFirstError(form, FIELDS);
      else {
        toast(`Hours of ${fmtDay(String(form.getValues('date')))} recorded`, { type: 'success' });
        form.setValue('hours', '');
        form.setValue('cycles', '');
      }
    } catch (err) {
      setFormError(generalError(err));
    }
  }

  return (
    <div className="grid grid-cols-[20rem_1fr] items-start gap-4">
      <div className="space-y-4">
        <Card title="Record a day">
          <form onSubmit={submit} noValidate className="space-y-3" aria-label="Record a day's hours">
            <FormFields form={form} fields={FIELDS} idPrefix="hours" />
            {formError && (
              <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
                {formError}
              </p>
            )}
            <p className="text-xs text-slate-500">Recording a day again replaces its figures. Installed parts take the difference.</p>
            <Button type="submit" loading={form.formState.isSubmitting} className="w-full">
              Save day
            </Button>
          </form>
        </Card>
        <div className="grid grid-cols-2 gap-3">
          <TotalsTile label={fmtMonthLong(day)} totals={month?.totals} testId="hours-month" />
          <TotalsTile label={`Year ${day.slice(0, 4)}`} totals={year?.totals} testId="hours-year" />
        </div>
      </div>
      <ResourceScreen spec={spec} rowButtons={correct} />
    </div>
  );
}
