'use client';
// The manifest's entry form (a passenger or a cargo item, new or edited), checked in the browser by the
// API's manifestEntry schema (spec 5's messages beside their fields, the caret to the first one). A new
// entry keeps the form open for the next one of the same type; an update closes it.
import { useEffect, useId } from 'react';
import { Controller } from 'react-hook-form';
import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { DigitsInput } from '@/components/ui/digits-input';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { ApiError } from '@/lib/client/api';
import { useApiSave } from '@/lib/client/query';
import { type SchemaForm, submitForm, useSchemaForm } from '@/lib/client/schema-form';
import { MANIFEST_CHANGES, MANIFESTS } from '@/lib/realtime/changed-paths';
import { MANIFEST_STATUSES, type ManifestType, manifestReference } from '@/lib/rules/manifest';
import { type ManifestRow, type ManifestScheduleHeader, manifestEntry } from '@/lib/schemas/flight/manifest';

type EntryValues = {
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
type EntryForm = SchemaForm<EntryValues, typeof manifestEntry>;

const EMPTY: EntryValues = {
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

function fromRow(row: ManifestRow): EntryValues {
  return {
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
function bodyOf(f: EntryValues) {
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

/** A text field of the form; with `digits` (what it takes: 'Whole kilograms') it refuses anything else, saying so. */
function TextField({
  form,
  name,
  label,
  fid,
  required,
  digits,
}: {
  form: EntryForm;
  name: 'firstname' | 'lastname' | 'familyname' | 'weight' | 'bag' | 'bag_weight';
  label: string;
  fid: (name: string) => string;
  required?: boolean;
  digits?: string;
}) {
  const error = form.formState.errors[name]?.message;
  return (
    <Field label={label} htmlFor={fid(name)} error={error} required={required}>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) =>
          digits ? (
            <DigitsInput {...field} id={fid(name)} invalid={!!error} refusal={digits} />
          ) : (
            <Input {...field} id={fid(name)} invalid={!!error} autoComplete="off" />
          )
        }
      />
    </Field>
  );
}

function TypeSwitch({ form }: { form: EntryForm }) {
  const type = form.watch('type');
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-slate-700">Type</legend>
      <div className="flex gap-1 rounded-md border border-slate-300 bg-white p-0.5">
        {(['passenger', 'cargo'] as const).map((t) => (
          <label
            key={t}
            className={cn(
              'flex cursor-pointer items-center gap-1.5 rounded px-3 py-1 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500',
              type === t ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100',
            )}
          >
            <input type="radio" value={t} {...form.register('type')} className="sr-only" />
            {t === 'passenger' ? 'Passenger' : 'Cargo'}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function ManifestEntryForm({
  id,
  schedule,
  editing,
  onUpdated,
  onCancelEdit,
}: {
  /** The form element's id (the toggle button controls it). */
  id: string;
  schedule: ManifestScheduleHeader;
  /** The entry edited; a new one when null. */
  editing: ManifestRow | null;
  onUpdated: () => void;
  onCancelEdit: () => void;
}) {
  const { toast } = useToast();
  const uid = useId();
  const fid = (name: string) => `${uid}-${name}`;
  const form = useSchemaForm<EntryValues, typeof manifestEntry>(manifestEntry, {
    defaultValues: editing ? fromRow(editing) : EMPTY,
    toBody: bodyOf,
  });
  const { save, isPending } = useApiSave(MANIFESTS, { invalidates: MANIFEST_CHANGES });

  // Bring the form into view with the caret in its first field (keyboard users land where they type).
  // Right at mount, not a frame later: by then the user may already be typing in another field.
  useEffect(() => {
    const formEl = document.getElementById(id);
    formEl?.scrollIntoView({ block: 'nearest' });
    formEl?.querySelector<HTMLInputElement>('input[type=text], input:not([type])')?.focus();
  }, [id]);

  async function submit() {
    if (isPending) return;
    const values = form.getValues();
    const body = bodyOf(values);
    try {
      await submitForm(form, async () => {
        const res = editing ? await save(editing.id, body) : await save(null, { schedule: schedule.id, ...body });
        if (!res?.id) {
          toast('Something went wrong', { type: 'error' });
          return;
        }
        toast(editing ? 'Manifest Updated' : 'Manifest Created', { type: 'success' });
        if (editing) onUpdated();
        else form.reset({ ...EMPTY, type: values.type });
      });
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 400 && Object.keys(err.fields).length))
        toast('Something went wrong', { type: 'error' });
    }
  }

  const errors = form.formState.errors;
  const type = form.watch('type');
  const status = form.watch('status');
  const isPassenger = type === 'passenger';
  return (
    <form
      id={id}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      noValidate
      aria-label={editing ? 'Edit manifest entry' : 'New manifest entry'}
      className="space-y-3 rounded-md border border-slate-200 bg-slate-50 p-3"
    >
      <div className="flex flex-wrap items-end gap-4">
        <TypeSwitch form={form} />
        <Field label="Status" htmlFor={fid('status')} error={errors.status?.message}>
          <select
            id={fid('status')}
            {...form.register('status')}
            className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            {MANIFEST_STATUSES.map((o) => (
              <option key={o.value} value={String(o.value)}>
                {o.label}
              </option>
            ))}
            {!MANIFEST_STATUSES.some((o) => String(o.value) === status) && <option value={status}>Inactive ({status})</option>}
          </select>
        </Field>
        {editing && (
          <p className="ml-auto self-center font-mono text-xs text-slate-500">
            Editing {manifestReference(schedule.id, editing.id, schedule.flight_date)}
          </p>
        )}
      </div>

      {isPassenger && (
        <div className="grid grid-cols-3 gap-3">
          <TextField form={form} name="firstname" label="First name" fid={fid} required />
          <TextField form={form} name="lastname" label="Last name" fid={fid} required />
          <TextField form={form} name="familyname" label="Family name" fid={fid} required />
        </div>
      )}

      <div className="grid grid-cols-3 gap-3">
        <TextField
          form={form}
          name="weight"
          label={isPassenger ? 'Weight (kg)' : 'Cargo weight (kg)'}
          fid={fid}
          required
          digits="Whole kilograms"
        />
        <TextField form={form} name="bag" label="Bags" fid={fid} digits="Whole bags" />
        <TextField form={form} name="bag_weight" label="Bag weight (kg)" fid={fid} digits="Whole kilograms" />
      </div>

      <Field
        label={isPassenger ? 'Notes' : 'Notes (contents)'}
        htmlFor={fid('description')}
        error={errors.description?.message}
        required={!isPassenger}
      >
        <Textarea id={fid('description')} rows={2} invalid={!!errors.description} {...form.register('description')} />
      </Field>
      {errors.type && (
        <p role="alert" className="text-xs text-red-600">
          {errors.type.message}
        </p>
      )}

      <div className="flex justify-end gap-2">
        {editing && (
          <Button variant="ghost" onClick={onCancelEdit}>
            Cancel edit
          </Button>
        )}
        <Button type="submit" loading={isPending}>
          {editing ? 'Update' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
