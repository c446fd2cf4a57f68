'use client';
// The booking manifest of one flight (spec 2, 4, 8): header with the route and local times, the title
// 'MANIFEST #SI{id}', '+ Add Manifest' / 'Close Manifest' toggling the form, the Passengers and Cargo
// tables, totals against the aircraft's payload, print and CSV.
import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { useToast } from '@/components/shell/toast';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, api } from '@/lib/client/api';
import { type CsvColumn, toCsv } from '@/lib/rules/csv';
import {
  MANIFEST_PAGE_SIZE,
  MANIFEST_STATUSES,
  type ManifestField,
  type ManifestType,
  manifestErrors,
  manifestName,
  manifestReference,
  manifestStatusName,
  manifestTitle,
  onlyDigits,
} from '@/lib/rules/manifest';
import type { ManifestList, ManifestRow, ManifestScheduleHeader } from '@/lib/schemas/flight/manifest';
import { ManifestPrintDialog } from './manifest-print';

type FormState = {
  id: number | null;
  type: ManifestType;
  firstname: string;
  lastname: string;
  familyname: string;
  weight: string;
  bag: string;
  bag_weight: string;
  description: string;
  status: string;
};

const EMPTY: FormState = {
  id: null,
  type: 'passenger',
  firstname: '',
  lastname: '',
  familyname: '',
  weight: '',
  bag: '',
  bag_weight: '',
  description: '',
  status: '1',
};

function fromRow(row: ManifestRow): FormState {
  return {
    id: row.id,
    type: row.type,
    firstname: row.firstname ?? '',
    lastname: row.lastname ?? '',
    familyname: row.familyname ?? '',
    weight: String(row.weight),
    bag: String(row.bag),
    bag_weight: String(row.bag_weight),
    description: row.description ?? '',
    status: String(row.status),
  };
}

/** The body sent: cargo carries no names. */
function bodyOf(f: FormState) {
  const passenger = f.type === 'passenger';
  return {
    type: f.type,
    firstname: passenger ? f.firstname : null,
    lastname: passenger ? f.lastname : null,
    familyname: passenger ? f.familyname : null,
    weight: f.weight,
    bag: f.bag,
    bag_weight: f.bag_weight,
    description: f.description,
    status: f.status,
  };
}

export function manifestUrl(scheduleId: number) {
  return `/api/flight/manifest/schedule/${scheduleId}?page=1&limit=${MANIFEST_PAGE_SIZE}`;
}

export const kg = (n: number) => `${n.toLocaleString('en-US')} kg`;

export function routeLabel(s: ManifestScheduleHeader) {
  return {
    dep: s.dep_iata ?? s.dep_icao ?? s.dep_cityname ?? '—',
    arr: s.arr_iata ?? s.arr_icao ?? s.arr_cityname ?? '—',
  };
}

export function manifestCsvColumns(s: ManifestScheduleHeader): CsvColumn<ManifestRow>[] {
  return [
    { header: 'reference', value: (r) => manifestReference(s.id, r.id, s.flight_date) },
    { header: 'type', value: (r) => r.type },
    { header: 'firstname', value: (r) => r.firstname },
    { header: 'lastname', value: (r) => r.lastname },
    { header: 'familyname', value: (r) => r.familyname },
    { header: 'weight_kg', value: (r) => r.weight },
    { header: 'bag', value: (r) => r.bag },
    { header: 'bag_weight_kg', value: (r) => r.bag_weight },
    { header: 'notes', value: (r) => r.description },
    { header: 'status', value: (r) => manifestStatusName(r.status) },
    { header: 'flight', value: () => s.flight_number },
    { header: 'flight_date', value: () => s.flight_date },
  ];
}

export function ManifestDialog({
  scheduleId,
  open,
  onOpenChange,
}: {
  scheduleId: number | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { toast } = useToast();
  const uid = useId();
  const [list, setList] = useState<ManifestList | null>(null);
  const [loading, setLoading] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [form, setForm] = useState<FormState>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<ManifestField, string>>>({});
  const [saving, setSaving] = useState(false);
  const [toDelete, setToDelete] = useState<ManifestRow | null>(null);
  const [printing, setPrinting] = useState(false);

  const load = useCallback(async () => {
    if (scheduleId == null) return;
    setLoading(true);
    setLoadError(null);
    try {
      setList(await api<ManifestList>(manifestUrl(scheduleId)));
    } catch (e) {
      setLoadError(e instanceof ApiError ? e.message : 'Could not load the manifest');
    } finally {
      setLoading(false);
    }
  }, [scheduleId]);

  useEffect(() => {
    if (!open) return;
    setList(null);
    setFormOpen(false);
    setForm(EMPTY);
    setErrors({});
    void load();
  }, [open, load]);

  function set<K extends keyof FormState>(key: K, value: FormState[K]) {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => (e[key as ManifestField] ? { ...e, [key]: undefined } : e));
  }

  function toggleForm() {
    if (formOpen) {
      setFormOpen(false);
      setForm(EMPTY);
      setErrors({});
    } else {
      setForm(EMPTY);
      setErrors({});
      setFormOpen(true);
      focusForm();
    }
  }

  function edit(row: ManifestRow) {
    setForm(fromRow(row));
    setErrors({});
    setFormOpen(true);
    focusForm();
  }

  function focusFirstError() {
    requestAnimationFrame(() => document.getElementById(`${uid}-form`)?.querySelector<HTMLElement>('[aria-invalid=true]')?.focus());
  }

  /** Bring the form into view with the caret in its first field (keyboard users land where they type). */
  function focusForm() {
    requestAnimationFrame(() => {
      const formEl = document.getElementById(`${uid}-form`);
      formEl?.scrollIntoView({ block: 'nearest' });
      formEl?.querySelector<HTMLInputElement>('input[type=text], input:not([type])')?.focus();
    });
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (scheduleId == null || saving) return;
    const body = bodyOf(form);
    const found = manifestErrors(body);
    if (Object.keys(found).length) {
      setErrors(found);
      focusFirstError();
      return;
    }
    setSaving(true);
    const updating = form.id != null;
    try {
      const res = updating
        ? await api<{ id?: number }>(`/api/flight/manifest/${form.id}`, { method: 'PUT', json: body })
        : await api<{ id?: number }>('/api/flight/manifest', { method: 'POST', json: { schedule: scheduleId, ...body } });
      if (!res?.id) {
        toast('Something went wrong', { type: 'error' });
        return;
      }
      toast(updating ? 'Manifest Updated' : 'Manifest Created', { type: 'success' });
      if (updating) {
        setFormOpen(false);
        setForm(EMPTY);
      } else setForm({ ...EMPTY, type: form.type });
      setErrors({});
      await load();
    } catch (err) {
      if (err instanceof ApiError && err.status === 400 && Object.keys(err.fields).length) {
        setErrors(err.fields);
        focusFirstError();
      } else toast('Something went wrong', { type: 'error' });
    } finally {
      setSaving(false);
    }
  }

  async function remove() {
    if (!toDelete) return;
    try {
      const res = await api<{ affected?: number }>(`/api/flight/manifest/${toDelete.id}`, { method: 'DELETE' });
      if (!res?.affected) toast('Something went wrong', { type: 'error' });
      else toast('Manifest Deleted', { type: 'success' });
      if (form.id === toDelete.id) {
        setForm(EMPTY);
        setFormOpen(false);
      }
    } catch {
      toast('Something went wrong', { type: 'error' });
    }
    setToDelete(null);
    await load();
  }

  function downloadCsv() {
    if (!list) return;
    const blob = new Blob([toCsv(list.data, manifestCsvColumns(list.schedule))], { type: 'text/csv;charset=utf-8' });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = `manifest-SI${list.schedule.id}-${list.schedule.flight_number}-${list.schedule.flight_date}.csv`;
    document.body.appendChild(a);
    a.click();
    a.remove();
    URL.revokeObjectURL(a.href);
    toast(`Downloaded ${list.data.length} manifest entries`, { type: 'success' });
  }

  const s = list?.schedule;
  const passengers = list?.data.filter((r) => r.type === 'passenger') ?? [];
  const cargo = list?.data.filter((r) => r.type === 'cargo') ?? [];
  const isPassenger = form.type === 'passenger';
  const fid = (name: string) => `${uid}-${name}`;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={scheduleId != null ? manifestTitle(scheduleId) : 'MANIFEST'}
        description={s ? <ScheduleHeader s={s} /> : undefined}
        maxWidth={750}
        data-testid="manifest-dialog"
        footer={
          <>
            {list && (
              <>
                <Button variant="secondary" className="mr-auto" onClick={() => setPrinting(true)}>
                  Print
                </Button>
                <Button variant="secondary" onClick={downloadCsv}>
                  Download CSV
                </Button>
              </>
            )}
            <DialogClose asChild>
              <Button variant="secondary">Close</Button>
            </DialogClose>
          </>
        }
      >
        {loadError ? (
          <div
            role="alert"
            className="flex items-center justify-between gap-3 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700"
          >
            {loadError}
            <Button size="sm" variant="secondary" onClick={() => void load()}>
              Retry
            </Button>
          </div>
        ) : !list ? (
          <div className="flex items-center justify-center gap-2 py-10 text-sm text-slate-500">
            <Spinner /> Loading manifest…
          </div>
        ) : (
          <div className="space-y-4">
            <div className="flex items-center gap-2">
              <Button
                variant={formOpen ? 'secondary' : 'primary'}
                onClick={toggleForm}
                aria-expanded={formOpen}
                aria-controls={`${uid}-form`}
              >
                {formOpen ? 'Close Manifest' : '+ Add Manifest'}
              </Button>
              {loading && <Spinner className="text-slate-400" />}
              <span className="ml-auto text-xs text-slate-500">
                {list.total} {list.total === 1 ? 'entry' : 'entries'}
              </span>
            </div>

            {formOpen && (
              <form
                id={`${uid}-form`}
                onSubmit={submit}
                noValidate
                aria-label={form.id ? 'Edit manifest entry' : 'New manifest entry'}
                className="space-y-3 rounded-md border border-slate-200 bg-slate-50 p-3"
              >
                <div className="flex flex-wrap items-end gap-4">
                  <fieldset>
                    <legend className="mb-1 text-sm font-medium text-slate-700">Type</legend>
                    <div className="flex gap-1 rounded-md border border-slate-300 bg-white p-0.5">
                      {(['passenger', 'cargo'] as const).map((t) => (
                        <label
                          key={t}
                          className={cn(
                            'flex cursor-pointer items-center gap-1.5 rounded px-3 py-1 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500',
                            form.type === t ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100',
                          )}
                        >
                          <input
                            type="radio"
                            name={`${uid}-type`}
                            value={t}
                            checked={form.type === t}
                            onChange={() => set('type', t)}
                            className="sr-only"
                          />
                          {t === 'passenger' ? 'Passenger' : 'Cargo'}
                        </label>
                      ))}
                    </div>
                  </fieldset>
                  <Field label="Status" htmlFor={fid('status')} error={errors.status}>
                    <select
                      id={fid('status')}
                      value={form.status}
                      onChange={(e) => set('status', e.target.value)}
                      className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-500"
                    >
                      {MANIFEST_STATUSES.map((o) => (
                        <option key={o.value} value={String(o.value)}>
                          {o.label}
                        </option>
                      ))}
                      {!MANIFEST_STATUSES.some((o) => String(o.value) === form.status) && (
                        <option value={form.status}>Inactive ({form.status})</option>
                      )}
                    </select>
                  </Field>
                  {form.id != null && s && (
                    <p className="ml-auto self-center font-mono text-xs text-slate-500">
                      Editing {manifestReference(s.id, form.id, s.flight_date)}
                    </p>
                  )}
                </div>

                {isPassenger && (
                  <div className="grid grid-cols-3 gap-3">
                    <Field label="First name" htmlFor={fid('firstname')} error={errors.firstname} required>
                      <Input
                        id={fid('firstname')}
                        value={form.firstname}
                        invalid={!!errors.firstname}
                        onChange={(e) => set('firstname', e.target.value)}
                        autoComplete="off"
                      />
                    </Field>
                    <Field label="Last name" htmlFor={fid('lastname')} error={errors.lastname} required>
                      <Input
                        id={fid('lastname')}
                        value={form.lastname}
                        invalid={!!errors.lastname}
                        onChange={(e) => set('lastname', e.target.value)}
                        autoComplete="off"
                      />
                    </Field>
                    <Field label="Family name" htmlFor={fid('familyname')} error={errors.familyname} required>
                      <Input
                        id={fid('familyname')}
                        value={form.familyname}
                        invalid={!!errors.familyname}
                        onChange={(e) => set('familyname', e.target.value)}
                        autoComplete="off"
                      />
                    </Field>
                  </div>
                )}

                <div className="grid grid-cols-3 gap-3">
                  <Field label={isPassenger ? 'Weight (kg)' : 'Cargo weight (kg)'} htmlFor={fid('weight')} error={errors.weight} required>
                    <Input
                      id={fid('weight')}
                      inputMode="numeric"
                      value={form.weight}
                      invalid={!!errors.weight}
                      onChange={(e) => set('weight', onlyDigits(e.target.value))}
                    />
                  </Field>
                  <Field label="Bags" htmlFor={fid('bag')} error={errors.bag}>
                    <Input
                      id={fid('bag')}
                      inputMode="numeric"
                      value={form.bag}
                      invalid={!!errors.bag}
                      onChange={(e) => set('bag', onlyDigits(e.target.value))}
                    />
                  </Field>
                  <Field label="Bag weight (kg)" htmlFor={fid('bag_weight')} error={errors.bag_weight}>
                    <Input
                      id={fid('bag_weight')}
                      inputMode="numeric"
                      value={form.bag_weight}
                      invalid={!!errors.bag_weight}
                      onChange={(e) => set('bag_weight', onlyDigits(e.target.value))}
                    />
                  </Field>
                </div>

                <Field
                  label={isPassenger ? 'Notes' : 'Notes (contents)'}
                  htmlFor={fid('description')}
                  error={errors.description}
                  required={!isPassenger}
                >
                  <Textarea
                    id={fid('description')}
                    rows={2}
                    value={form.description}
                    invalid={!!errors.description}
                    onChange={(e) => set('description', e.target.value)}
                  />
                </Field>
                {errors.type && (
                  <p role="alert" className="text-xs text-red-600">
                    {errors.type}
                  </p>
                )}

                <div className="flex justify-end gap-2">
                  {form.id != null && (
                    <Button
                      variant="ghost"
                      onClick={() => {
                        setForm(EMPTY);
                        setErrors({});
                      }}
                    >
                      Cancel edit
                    </Button>
                  )}
                  <Button type="submit" loading={saving}>
                    {form.id != null ? 'Update' : 'Save'}
                  </Button>
                </div>
              </form>
            )}

            <EntryTable
              title="Passengers"
              kind="passenger"
              rows={passengers}
              schedule={list.schedule}
              editingId={form.id}
              onEdit={edit}
              onDelete={setToDelete}
            />
            <EntryTable
              title="Cargo"
              kind="cargo"
              rows={cargo}
              schedule={list.schedule}
              editingId={form.id}
              onEdit={edit}
              onDelete={setToDelete}
            />
            <Totals list={list} />
          </div>
        )}
      </DialogContent>

      <ConfirmDialog
        open={toDelete != null}
        onOpenChange={(o) => !o && setToDelete(null)}
        title="Delete Manifest ?"
        description={
          toDelete && s
            ? `${manifestReference(s.id, toDelete.id, s.flight_date)} ${
                toDelete.type === 'passenger' ? manifestName(toDelete) : (toDelete.description ?? 'cargo')
              } will be removed from this flight.`
            : undefined
        }
        confirmLabel="Delete"
        destructive
        onConfirm={remove}
      />
      {list && <ManifestPrintDialog list={list} open={printing} onOpenChange={setPrinting} />}
    </Dialog>
  );
}

function ScheduleHeader({ s }: { s: ManifestScheduleHeader }) {
  const { dep, arr } = routeLabel(s);
  return (
    <span className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-slate-600" data-testid="manifest-header">
      <span className="font-semibold text-slate-900">
        {s.flight_number} · {s.flight_date}
      </span>
      <span>
        <span className="font-mono font-semibold text-slate-900">{dep}</span>
        {s.dep_cityname && s.dep_iata ? ` ${s.dep_cityname}` : ''} {s.etd_local}
        <span aria-hidden="true"> → </span>
        <span className="sr-only"> to </span>
        <span className="font-mono font-semibold text-slate-900">{arr}</span>
        {s.arr_cityname && s.arr_iata ? ` ${s.arr_cityname}` : ''} {s.eta_local}
        <span className="text-xs text-slate-400"> (local)</span>
      </span>
      {s.registration && (
        <span>
          {s.registration}
          {s.fleet_type_code ? ` ${s.fleet_type_code}` : ''}
        </span>
      )}
    </span>
  );
}

function StatusBadge({ status }: { status: number }) {
  const name = manifestStatusName(status);
  if (name === 'active') return null;
  return name === 'error' ? <Badge tone="red">Error</Badge> : <Badge tone="gray">Inactive</Badge>;
}

function EntryTable({
  title,
  kind,
  rows,
  schedule,
  editingId,
  onEdit,
  onDelete,
}: {
  title: string;
  kind: ManifestType;
  rows: ManifestRow[];
  schedule: ManifestScheduleHeader;
  editingId: number | null;
  onEdit: (row: ManifestRow) => void;
  onDelete: (row: ManifestRow) => void;
}) {
  const passenger = kind === 'passenger';
  return (
    <section aria-label={title}>
      <h3 className="mb-1.5 flex items-baseline gap-2 text-sm font-semibold text-slate-900">
        {title}
        <span className="text-xs font-normal text-slate-500">{rows.length}</span>
      </h3>
      <div className="max-h-64 overflow-auto rounded-md border border-slate-200">
        <table className="w-full text-left text-sm">
          <thead className="sticky top-0 bg-slate-100 text-xs text-slate-600">
            <tr>
              <th className="px-2 py-1.5 font-medium">Ref</th>
              <th className="px-2 py-1.5 font-medium">{passenger ? 'Name' : 'Notes'}</th>
              <th className="px-2 py-1.5 text-right font-medium">Weight kg</th>
              <th className="px-2 py-1.5 text-right font-medium">Bags</th>
              <th className="px-2 py-1.5 text-right font-medium">Bag kg</th>
              {passenger && <th className="px-2 py-1.5 font-medium">Notes</th>}
              <th className="px-2 py-1.5">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && (
              <tr>
                <td colSpan={passenger ? 7 : 6} className="px-2 py-3 text-center text-xs text-slate-500">
                  {passenger ? 'No passengers yet' : 'No cargo yet'}
                </td>
              </tr>
            )}
            {rows.map((r) => {
              const status = manifestStatusName(r.status);
              return (
                <tr
                  key={r.id}
                  data-status={status}
                  className={cn(
                    'border-t border-slate-100',
                    status === 'error' && 'bg-red-50 text-red-900 shadow-[inset_3px_0_0] shadow-red-500',
                    status === 'inactive' && 'text-slate-400',
                    editingId === r.id && 'bg-brand-50',
                  )}
                >
                  <td className="px-2 py-1.5 font-mono text-xs whitespace-nowrap">
                    {manifestReference(schedule.id, r.id, schedule.flight_date)}
                  </td>
                  <td className="px-2 py-1.5">
                    <span className={cn(status === 'inactive' && 'line-through')}>{passenger ? manifestName(r) : r.description}</span>{' '}
                    <StatusBadge status={r.status} />
                  </td>
                  <td className="px-2 py-1.5 text-right tabular-nums">{r.weight}</td>
                  <td className="px-2 py-1.5 text-right tabular-nums">{r.bag}</td>
                  <td className="px-2 py-1.5 text-right tabular-nums">{r.bag_weight}</td>
                  {passenger && (
                    <td className="max-w-40 truncate px-2 py-1.5 text-xs" title={r.description ?? undefined}>
                      {r.description}
                    </td>
                  )}
                  <td className="px-2 py-1 text-right whitespace-nowrap">
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => onEdit(r)}
                      aria-label={`Edit ${passenger ? manifestName(r) : r.description}`}
                    >
                      Edit
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      className="text-red-700 hover:bg-red-50"
                      onClick={() => onDelete(r)}
                      aria-label={`Delete ${passenger ? manifestName(r) : r.description}`}
                    >
                      Delete
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export function Totals({ list }: { list: ManifestList }) {
  const t = list.totals;
  const items: [string, string][] = [
    ['Passengers', String(t.passengers)],
    ['Bags', String(t.bags)],
    ['Passenger weight', kg(t.passenger_weight)],
    ['Baggage weight', kg(t.bag_weight)],
    ['Cargo weight', kg(t.cargo_weight)],
  ];
  return (
    <section aria-label="Totals" data-testid="manifest-totals" className="rounded-md border border-slate-200">
      <dl className="grid grid-cols-5 divide-x divide-slate-200">
        {items.map(([label, value]) => (
          <div key={label} className="px-3 py-2">
            <dt className="text-xs text-slate-500">{label}</dt>
            <dd className="text-sm font-semibold tabular-nums text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div
        className={cn(
          'flex flex-wrap items-center gap-x-3 border-t px-3 py-2 text-sm',
          t.over ? 'border-red-200 bg-red-50 text-red-800' : 'border-slate-200 bg-slate-50 text-slate-700',
        )}
        {...(t.over ? { role: 'alert' } : {})}
      >
        <span>
          Total <strong className="tabular-nums">{kg(t.total_weight)}</strong>
          {t.payload_kg != null ? (
            <>
              {' '}
              of payload <strong className="tabular-nums">{kg(t.payload_kg)}</strong>
            </>
          ) : (
            ' (aircraft payload unknown)'
          )}
        </span>
        {t.payload_kg != null &&
          (t.over ? (
            <strong className="ml-auto">Over payload by {kg(t.total_weight - t.payload_kg)}: offload before departure</strong>
          ) : (
            <span className="ml-auto text-slate-500">{kg(t.payload_kg - t.total_weight)} available</span>
          ))}
      </div>
    </section>
  );
}
