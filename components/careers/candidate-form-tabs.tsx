'use client';
// The candidate's form (GET/PUT /api/user/candidate-forms/{id}) in tabs: personal, education, work, pilot,
// expat. react-hook-form with the API's own schema (lib/schemas/careers/candidate-form.ts): the messages
// show beside their fields, and a failed check opens the first tab with a message.
import { useState } from 'react';
import { type Path, type UseFormRegisterReturn, useFieldArray } from 'react-hook-form';
import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Tabs } from '@/components/ui/tabs';
import { ApiError } from '@/lib/client/api';
import { fieldMessages } from '@/lib/client/field-messages';
import { useApiGet, useApiWrite } from '@/lib/client/query';
import { type SchemaForm, submitForm, useSchemaForm } from '@/lib/client/schema-form';
import { fmtInstant } from '@/lib/format/dates';
import {
  type CandidateForm,
  candidateForm,
  LICENCE_TYPE_LABEL,
  LICENCE_TYPES,
  MARITAL_STATUS_LABEL,
  MARITAL_STATUSES,
  VISA_STATUS_LABEL,
  VISA_STATUSES,
} from '@/lib/schemas/careers/candidate-form';

type Form = SchemaForm<CandidateForm, typeof candidateForm>;
const TABS = [
  { value: 'personal', label: 'Personal' },
  { value: 'education', label: 'Education' },
  { value: 'work', label: 'Work history' },
  { value: 'pilot', label: 'Pilot' },
  { value: 'expat', label: 'Expat' },
] as const;
type Tab = (typeof TABS)[number]['value'];

const idOf = (name: string) => `cf-${name.replaceAll('.', '-').replaceAll('_', '-')}`;
/** An empty number input is none. */
const asNumber = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v));

function TextField({
  form,
  name,
  label,
  type = 'text',
  hint,
  multiline,
  number,
}: {
  form: Form;
  name: string;
  label: string;
  type?: 'text' | 'date' | 'month' | 'number';
  hint?: string;
  multiline?: boolean;
  number?: boolean;
}) {
  const error = fieldMessages(form.formState.errors)[name];
  const id = idOf(name);
  const reg: UseFormRegisterReturn = form.register(name as Path<CandidateForm>, number ? { setValueAs: asNumber } : {});
  const described = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <Field label={label} htmlFor={id} error={error} hint={hint}>
      {multiline ? (
        <Textarea id={id} invalid={!!error} aria-describedby={described} {...reg} />
      ) : (
        <Input id={id} type={type} invalid={!!error} aria-describedby={described} inputMode={number ? 'numeric' : undefined} {...reg} />
      )}
    </Field>
  );
}

function ChoiceField({ form, name, label, options }: { form: Form; name: string; label: string; options: [string, string][] }) {
  const error = fieldMessages(form.formState.errors)[name];
  const id = idOf(name);
  return (
    <Field label={label} htmlFor={id} error={error}>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm"
        {...form.register(name as Path<CandidateForm>, { setValueAs: (v) => (v === '' ? null : v) })}
      >
        <option value="">–</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </Field>
  );
}

function Education({ form }: { form: Form }) {
  const list = useFieldArray({ control: form.control, name: 'education' });
  return (
    <div className="space-y-3">
      {list.fields.map((f, i) => (
        <fieldset key={f.id} className="grid grid-cols-[1fr_1fr_8rem_auto] items-end gap-3">
          <legend className="sr-only">School {i + 1}</legend>
          <TextField form={form} name={`education.${i}.school`} label="School or university" />
          <TextField form={form} name={`education.${i}.degree`} label="Degree or certificate" />
          <TextField form={form} name={`education.${i}.year`} label="Year" type="number" number />
          <Button variant="ghost" size="sm" onClick={() => list.remove(i)} aria-label={`Remove school ${i + 1}`}>
            Remove
          </Button>
        </fieldset>
      ))}
      {!list.fields.length && <p className="text-sm text-slate-500">No education entered yet.</p>}
      <Button variant="secondary" size="sm" onClick={() => list.append({ school: '', degree: '', year: new Date().getFullYear() })}>
        + Add school
      </Button>
    </div>
  );
}

function Work({ form }: { form: Form }) {
  const list = useFieldArray({ control: form.control, name: 'work' });
  return (
    <div className="space-y-3">
      {list.fields.map((f, i) => (
        <fieldset key={f.id} className="grid grid-cols-[1fr_1fr_9rem_9rem_auto] items-end gap-3">
          <legend className="sr-only">Job {i + 1}</legend>
          <TextField form={form} name={`work.${i}.employer`} label="Employer" />
          <TextField form={form} name={`work.${i}.position`} label="Position" />
          <TextField form={form} name={`work.${i}.from`} label="From" type="month" />
          <TextField form={form} name={`work.${i}.to`} label="To" type="month" hint="Empty: still there" />
          <Button variant="ghost" size="sm" onClick={() => list.remove(i)} aria-label={`Remove job ${i + 1}`}>
            Remove
          </Button>
        </fieldset>
      ))}
      {!list.fields.length && <p className="text-sm text-slate-500">No work history entered yet.</p>}
      <Button variant="secondary" size="sm" onClick={() => list.append({ employer: '', position: '', from: '', to: null })}>
        + Add job
      </Button>
    </div>
  );
}

function Panel({ tab, form }: { tab: Tab; form: Form }) {
  switch (tab) {
    case 'personal':
      return (
        <div className="grid grid-cols-2 gap-3">
          <div className="col-span-2">
            <TextField form={form} name="personal.address" label="Address" multiline />
          </div>
          <ChoiceField
            form={form}
            name="personal.marital_status"
            label="Marital status"
            options={MARITAL_STATUSES.map((s) => [s, MARITAL_STATUS_LABEL[s]])}
          />
          <span />
          <TextField form={form} name="personal.emergency_name" label="Emergency contact" />
          <TextField form={form} name="personal.emergency_relationship" label="Relationship" />
          <TextField form={form} name="personal.emergency_phone" label="Emergency phone" hint="Saved as 62…" />
        </div>
      );
    case 'education':
      return <Education form={form} />;
    case 'work':
      return <Work form={form} />;
    case 'pilot':
      return (
        <div className="grid grid-cols-2 gap-3">
          <ChoiceField
            form={form}
            name="pilot.licence_type"
            label="Licence type"
            options={LICENCE_TYPES.map((t) => [t, LICENCE_TYPE_LABEL[t]])}
          />
          <TextField form={form} name="pilot.licence_number" label="Licence number" />
          <TextField form={form} name="pilot.total_hours" label="Total hours" type="number" number />
          <TextField form={form} name="pilot.type_hours" label="Hours on type" type="number" number />
          <TextField form={form} name="pilot.aircraft_type" label="Aircraft type (of those hours)" hint="e.g. ATR 72-600" />
        </div>
      );
    case 'expat':
      return (
        <div className="grid grid-cols-2 gap-3">
          <TextField form={form} name="expat.passport_number" label="Passport number" />
          <TextField form={form} name="expat.passport_expiry" label="Passport expiry" type="date" />
          <ChoiceField
            form={form}
            name="expat.visa_status"
            label="Visa status"
            options={VISA_STATUSES.map((s) => [s, VISA_STATUS_LABEL[s]])}
          />
        </div>
      );
  }
}

/** Text inputs hold '' for none. */
function toInputs(data: CandidateForm): CandidateForm {
  return JSON.parse(JSON.stringify(data, (_k, v) => (v === null ? '' : v)));
}

export function CandidateFormTabs({
  candidateId,
  data,
  updated,
  readOnly,
}: {
  candidateId: number;
  data: CandidateForm;
  updated: { at: string | null; by: string | null };
  readOnly?: boolean;
}) {
  const { toast } = useToast();
  const [tab, setTab] = useState<Tab>('personal');
  const [error, setError] = useState<string | null>(null);
  const form = useSchemaForm<CandidateForm, typeof candidateForm>(candidateForm, {
    defaultValues: toInputs(data),
    shouldFocusError: false,
  });
  const save = useApiWrite('put', '/api/user/candidate-forms/{id}');
  // Who saved last and when: reloaded after each save (the inputs keep what was typed).
  const saved = useApiGet('/api/user/candidate-forms/{id}', {
    params: { path: { id: candidateId } },
    initialData: { candidate_id: candidateId, data, updated_at: updated.at, updated_by: updated.by },
  }).data;
  const messages = fieldMessages(form.formState.errors);
  const count = (t: Tab) => Object.keys(messages).filter((k) => k.startsWith(`${t}.`) || k === t).length;
  // After a refused save, the first render showing the messages opens the first tab with one.
  const [seekError, setSeekError] = useState(false);
  if (seekError && Object.keys(messages).length) {
    setSeekError(false);
    const first = TABS.find((t) => count(t.value) > 0);
    if (first && first.value !== tab) setTab(first.value);
  }

  async function submit() {
    setError(null);
    try {
      const ok = await submitForm(form, (body) => save.mutateAsync({ params: { path: { id: candidateId } }, body }));
      if (ok) toast('Form saved', { type: 'success' });
      else setSeekError(true);
    } catch (err) {
      setError(
        err instanceof ApiError && !Object.keys(err.fields).length ? err.message : 'Some answers need correcting: see the marked fields',
      );
      setSeekError(true);
    }
  }

  const items = TABS.map((t) => ({ value: t.value, label: count(t.value) ? `${t.label} (${count(t.value)})` : t.label }));
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      className="space-y-3"
    >
      <Tabs items={items} value={tab} onValueChange={(v) => setTab(v as Tab)} label="Parts of the form">
        <fieldset disabled={readOnly} className="pt-3">
          <Panel tab={tab} form={form} />
        </fieldset>
      </Tabs>
      {error && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex items-center justify-between gap-3 border-t border-slate-100 pt-3">
        <p className="text-xs text-slate-500">
          {saved?.updated_at
            ? `Last saved ${fmtInstant(saved.updated_at)}${saved.updated_by ? ` by ${saved.updated_by}` : ''}`
            : 'Not saved yet'}
        </p>
        {!readOnly && (
          <Button type="submit" loading={save.isPending}>
            Save form
          </Button>
        )}
      </div>
    </form>
  );
}
