'use client';
// The aircraft page's Hours tab: record a day's hours and cycles (recording a day again replaces it), the
// month's and year's totals, and the recorded days, latest first.
import { createColumnHelper } from '@tanstack/react-table';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { useFieldErrors } from '@/components/crud/form-dialog';
import { type FormField, FormFields, formValues, submitResourceForm } from '@/components/crud/resource-form';
import { DataTable, type TableFeatures } from '@/components/data-table/data-table';
import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ApiError } from '@/lib/client/api';
import { fleetHoursCreate } from '@/lib/schemas/flight/fleet';
import type { FleetHoursRow } from '@/lib/schemas/flight/rows';
import { fmt, fmtDay, fmtHours, today } from './format';
import { FLEET_HOURS_ENDPOINT, useHoursTotals } from './use-hours-totals';

const FIELDS: FormField[] = [
  { name: 'date', label: 'Day', kind: 'date', required: true, span: 2 },
  { name: 'hours', label: 'Flight hours', kind: 'number', required: true, step: '0.1', unit: 'h' },
  { name: 'cycles', label: 'Cycles (landings)', kind: 'number', required: true, step: '1' },
];

const helper = createColumnHelper<TableFeatures, FleetHoursRow>();
const WEEKDAY = new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'UTC' });

export function AircraftHours({ fleetId, registration, onChanged }: { fleetId: number; registration: string; onChanged: () => void }) {
  const { toast } = useToast();
  const errors = useFieldErrors();
  const [values, setValues] = useState(() => formValues(FIELDS, { date: today() }));
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [reloadKey, setReloadKey] = useState(0);
  const day = today();
  const ranges = useMemo(
    () => ({ month: { from: `${day.slice(0, 7)}-01`, to: day }, year: { from: `${day.slice(0, 4)}-01-01`, to: day } }),
    [day],
  );
  const { result: totals } = useHoursTotals(fleetId, ranges, reloadKey);
  // 'Correct' puts a recorded day back in the form (the columns call the latest version).
  const correct = useRef((_r: FleetHoursRow) => {});
  correct.current = (r) => {
    errors.clear();
    setValues(formValues(FIELDS, { ...r }));
  };

  const columns = useMemo(
    () =>
      helper.columns([
        helper.accessor('date', {
          header: 'Day',
          cell: (c) => (
            <span className="whitespace-nowrap">
              <span className="inline-block w-9 text-slate-500">{WEEKDAY.format(new Date(`${c.getValue()}T00:00:00Z`))}</span>
              {fmtDay(c.getValue())}
            </span>
          ),
        }),
        helper.accessor('hours', { header: 'Hours', meta: { align: 'right' }, cell: (c) => fmtHours(c.getValue()) }),
        helper.accessor('cycles', { header: 'Cycles', meta: { align: 'right' }, cell: (c) => fmt(c.getValue()) }),
        helper.display({
          id: 'edit',
          header: () => <span className="sr-only">Actions</span>,
          cell: ({ row: { original: r } }) => (
            <div className="flex justify-end">
              <Button size="sm" variant="ghost" aria-label={`Correct ${r.date}`} onClick={() => correct.current(r)}>
                Correct
              </Button>
            </div>
          ),
        }),
      ]),
    [],
  );

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setFormError(null);
    try {
      const saved = await submitResourceForm({
        fields: FIELDS,
        values,
        schema: fleetHoursCreate,
        extra: { fleet_id: fleetId },
        endpoint: FLEET_HOURS_ENDPOINT,
        errors,
      });
      if (saved) {
        toast(`Hours of ${fmtDay(String(values.date))} recorded`, { type: 'success' });
        setValues((v) => ({ ...v, hours: '', cycles: '' }));
        setReloadKey((k) => k + 1);
        onChanged();
      }
    } catch (err) {
      setFormError(
        err instanceof ApiError && !Object.keys(err.fields).length ? err.message : err instanceof ApiError ? null : 'Something went wrong',
      );
    } finally {
      setBusy(false);
    }
  }

  const tile = (label: string, t: { hours: number; cycles: number } | undefined, testId: string) => (
    <div className="rounded-lg border border-slate-200 bg-white px-4 py-3 shadow-sm" data-testid={testId}>
      <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</p>
      <p className="mt-1 text-xl font-semibold tabular-nums text-slate-900">
        {t ? fmtHours(t.hours) : '…'} <span className="text-sm font-normal text-slate-500">h</span>
      </p>
      <p className="text-sm tabular-nums text-slate-600">{t ? `${fmt(t.cycles)} cycles` : ' '}</p>
    </div>
  );

  const monthName = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day.slice(0, 7)}-01T00:00:00Z`),
  );

  return (
    <div className="grid grid-cols-[20rem_1fr] items-start gap-4">
      <div className="space-y-4">
        <Card title="Record a day">
          <form onSubmit={submit} noValidate className="space-y-3" aria-label="Record a day's hours">
            <FormFields
              fields={FIELDS}
              values={values}
              onChange={(n, v) => {
                errors.dismiss(n);
                setValues((s) => ({ ...s, [n]: v }));
              }}
              errors={errors.fields}
              idPrefix="hours"
            />
            {formError && (
              <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
                {formError}
              </p>
            )}
            <p className="text-xs text-slate-500">Recording a day again replaces its figures. Installed parts take the difference.</p>
            <Button type="submit" loading={busy} className="w-full">
              Save day
            </Button>
          </form>
        </Card>
        <div className="grid grid-cols-2 gap-3">
          {tile(monthName, totals?.month.totals, 'hours-month')}
          {tile(`Year ${day.slice(0, 4)}`, totals?.year.totals, 'hours-year')}
        </div>
      </div>
      <DataTable<FleetHoursRow>
        endpoint={FLEET_HOURS_ENDPOINT}
        params={{ fleet: fleetId }}
        paramPrefix="hours."
        title="Daily hours"
        searchable={false}
        columns={columns}
        defaultSort={{ field: 'date', order: 'desc' }}
        pageSize={10}
        reloadKey={reloadKey}
        emptyTitle="No hours recorded yet"
        emptyDescription="Record the first day with the form."
        csv={{
          filename: `${registration}-hours`,
          columns: [
            { header: 'date', value: (r) => r.date },
            { header: 'hours', value: (r) => r.hours },
            { header: 'cycles', value: (r) => r.cycles },
          ],
        }}
      />
    </div>
  );
}
