'use client';
// A resource's form described as a list of fields: the inputs, the conversion of what was typed into the
// API's JSON, the zod check in the browser (each message beside its field) and the create/update call.
// ResourceFormDialog puts it in a FormDialog; FormFields + submitResourceForm serve an inline form.
import { type ReactNode, useState } from 'react';
import type { z } from 'zod';
import { useToast } from '@/components/shell/toast';
import { cn } from '@/components/ui/cn';
import { Combobox } from '@/components/ui/combobox';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Select, type SelectOption } from '@/components/ui/select';
import { api } from '@/lib/client/api';
import { useInvalidate } from '@/lib/client/query';
import { FormDialog, issuesToFields, useFieldErrors } from './form-dialog';

/** 'spacer' holds a grid cell empty (to line fields up in columns); it is no field. */
export type FieldKind = 'text' | 'textarea' | 'number' | 'select' | 'combobox' | 'date' | 'datetime' | 'checkbox' | 'spacer';

export interface FormField {
  name: string;
  label: string;
  kind?: FieldKind;
  options?: SelectOption[];
  /** Select and combobox values are numeric ids. */
  numeric?: boolean;
  /** An empty input sends null (clears the value) instead of leaving the field out. */
  nullable?: boolean;
  /** Typed in capitals (codes, registrations). */
  upper?: boolean;
  placeholder?: string;
  hint?: ReactNode;
  required?: boolean;
  /** Grid columns the field spans. */
  span?: 1 | 2 | 3 | 4;
  step?: string;
  /** A unit shown after the input (kg, ft, h). */
  unit?: string;
  /** Values offered while typing in a text field (a datalist; any text may still be typed). */
  suggestions?: readonly string[];
}

export type FormValues = Record<string, string | boolean>;

/** Form values from a row (or defaults): numbers become text, null becomes empty, instants local time. */
export function formValues(fields: readonly FormField[], row: Record<string, unknown> = {}): FormValues {
  const out: FormValues = {};
  for (const f of fields) {
    const v = row[f.name];
    if (f.kind === 'spacer') continue;
    if (f.kind === 'checkbox') out[f.name] = v === undefined ? false : Boolean(v);
    else if (v === null || v === undefined) out[f.name] = '';
    else if (f.kind === 'datetime') out[f.name] = toLocalInput(String(v));
    else out[f.name] = String(v);
  }
  return out;
}

/** 'YYYY-MM-DDTHH:mm' in the browser's time for an ISO instant (what <input type="datetime-local"> holds). */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The JSON body for the API: numbers as numbers, empty optional fields left out (or null when nullable). */
export function formBody(fields: readonly FormField[], values: FormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const f of fields) {
    const raw = values[f.name];
    if (f.kind === 'spacer') continue;
    if (f.kind === 'checkbox') {
      body[f.name] = Boolean(raw);
      continue;
    }
    const text = typeof raw === 'string' ? raw.trim() : '';
    const empty = f.nullable ? null : undefined;
    if (f.kind === 'number' || ((f.kind === 'select' || f.kind === 'combobox') && f.numeric)) {
      body[f.name] = text === '' ? empty : Number(text);
    } else if (f.kind === 'datetime') {
      const d = new Date(text);
      body[f.name] = text === '' ? empty : Number.isNaN(d.getTime()) ? text : d.toISOString();
    } else if (f.kind === 'select' || f.kind === 'combobox' || f.kind === 'date') {
      body[f.name] = text === '' ? empty : text;
    } else {
      // Text: an empty field is sent as '' so that a required one shows its 'Please input …' message.
      body[f.name] = text === '' ? (f.nullable ? null : '') : f.upper ? text.toUpperCase() : text;
    }
  }
  return body;
}

const SPAN = { 1: '', 2: 'col-span-2', 3: 'col-span-3', 4: 'col-span-4' } as const;
const COLUMNS = { 1: 'grid-cols-1', 2: 'grid-cols-2', 3: 'grid-cols-3', 4: 'grid-cols-4' } as const;

export function FormFields({
  fields,
  values,
  onChange,
  errors,
  idPrefix,
  columns = 2,
}: {
  fields: readonly FormField[];
  values: FormValues;
  onChange: (name: string, value: string | boolean) => void;
  errors: Record<string, string>;
  idPrefix: string;
  columns?: 1 | 2 | 3 | 4;
}) {
  return (
    <div className={cn('grid gap-x-4 gap-y-3', COLUMNS[columns])}>
      {fields.map((f) => {
        const id = `${idPrefix}-${f.name.replaceAll('_', '-')}`;
        const error = errors[f.name];
        const value = values[f.name];
        if (f.kind === 'spacer') return <div key={f.name} aria-hidden className={SPAN[f.span ?? 1]} />;
        if (f.kind === 'checkbox') {
          return (
            <label key={f.name} className={cn('flex items-center gap-2 self-end pb-2 text-sm', SPAN[f.span ?? 1])}>
              <input
                id={id}
                type="checkbox"
                checked={Boolean(value)}
                onChange={(e) => onChange(f.name, e.target.checked)}
                className="size-4 accent-brand-600"
              />
              {f.label}
            </label>
          );
        }
        const text = typeof value === 'string' ? value : '';
        const common = { id, invalid: !!error, 'aria-describedby': error ? `${id}-error` : f.hint ? `${id}-hint` : undefined };
        let control: ReactNode;
        switch (f.kind) {
          case 'textarea':
            control = <Textarea {...common} value={text} placeholder={f.placeholder} onChange={(e) => onChange(f.name, e.target.value)} />;
            break;
          case 'select':
            control = (
              <Select
                id={id}
                invalid={!!error}
                aria-describedby={common['aria-describedby']}
                value={text || undefined}
                placeholder={f.placeholder ?? 'Choose…'}
                options={f.options ?? []}
                onValueChange={(v) => onChange(f.name, v)}
              />
            );
            break;
          case 'combobox':
            control = (
              <Combobox
                id={id}
                invalid={!!error}
                value={text || undefined}
                placeholder={f.placeholder}
                options={f.options ?? []}
                onValueChange={(v) => onChange(f.name, v)}
              />
            );
            break;
          default:
            control = (
              <Input
                {...common}
                type={f.kind === 'number' ? 'number' : f.kind === 'date' ? 'date' : f.kind === 'datetime' ? 'datetime-local' : 'text'}
                step={f.kind === 'number' ? (f.step ?? 'any') : undefined}
                inputMode={f.kind === 'number' ? 'decimal' : undefined}
                value={text}
                placeholder={f.placeholder}
                className={cn(f.upper && 'uppercase placeholder:normal-case', f.unit && 'pr-10')}
                list={f.suggestions ? `${id}-suggestions` : undefined}
                onChange={(e) => onChange(f.name, e.target.value)}
              />
            );
            if (f.suggestions) {
              control = (
                <>
                  {control}
                  <datalist id={`${id}-suggestions`}>
                    {f.suggestions.map((v) => (
                      <option key={v} value={v} />
                    ))}
                  </datalist>
                </>
              );
            }
        }
        return (
          <Field key={f.name} label={f.label} htmlFor={id} error={error} hint={f.hint} required={f.required} className={SPAN[f.span ?? 1]}>
            {f.unit ? (
              <div className="relative">
                {control}
                <span className="pointer-events-none absolute inset-y-0 right-2.5 flex items-center text-xs text-slate-400">{f.unit}</span>
              </div>
            ) : (
              control
            )}
          </Field>
        );
      })}
    </div>
  );
}

export interface SubmitOptions {
  fields: readonly FormField[];
  values: FormValues;
  /** The create schema: a full form is checked as a whole, for a new row and an edited one alike. */
  schema: z.ZodType;
  /** Fixed fields merged into the body (e.g. { fleet_id: 12 }). */
  extra?: Record<string, unknown>;
  endpoint: string;
  /** PUT {endpoint}/{id} when set, else POST {endpoint}. */
  id?: number;
  errors: ReturnType<typeof useFieldErrors>;
}

/** Check in the browser, then save. False when the form shows messages; throws what FormDialog shows. */
export async function submitResourceForm({ fields, values, schema, extra, endpoint, id, errors }: SubmitOptions) {
  const body = { ...formBody(fields, values), ...extra };
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    errors.set(issuesToFields(parsed.error.issues));
    return false as const;
  }
  errors.clear();
  try {
    return id
      ? await api<{ id: number }>(`${endpoint}/${id}`, { method: 'PUT', json: body })
      : await api<{ id: number }>(endpoint, { method: 'POST', json: body });
  } catch (err) {
    errors.fromApi(err);
  }
}

/** What a form dialog edits: a row's id (none for a new one) and the starting values. */
export interface FormTarget {
  id?: number;
  values: FormValues;
}

export function ResourceFormDialog({
  target,
  onClose,
  title,
  submitLabel,
  fields,
  columns = 2,
  schema,
  extra,
  endpoint,
  successMessage,
  onSaved,
  onFieldChange,
  idPrefix,
  maxWidth,
}: {
  /** Open while set. */
  target: FormTarget | null;
  onClose: () => void;
  title: string;
  submitLabel?: string;
  fields: readonly FormField[];
  columns?: 1 | 2 | 3 | 4;
  schema: z.ZodType;
  extra?: Record<string, unknown>;
  endpoint: string;
  /** Toast after a save. */
  successMessage: string;
  onSaved?: (saved: { id: number }) => void;
  /** Other fields that follow a change (e.g. an aircraft type fills seats and payload). */
  onFieldChange?: (name: string, value: string | boolean, values: FormValues) => Partial<FormValues> | undefined;
  idPrefix: string;
  maxWidth?: number;
}) {
  const { toast } = useToast();
  const invalidate = useInvalidate();
  const errors = useFieldErrors();
  const [values, setValues] = useState<FormValues>(target?.values ?? {});
  const [shown, setShown] = useState<FormTarget | null>(target);
  // A new target (the dialog opened for another row) starts from its values, without stale messages.
  if (target !== shown) {
    setShown(target);
    if (target) setValues(target.values);
    errors.clear();
  }

  function change(name: string, value: string | boolean) {
    const next = { ...values, [name]: value };
    const follow = onFieldChange?.(name, value, next) ?? {};
    // A changed field's message goes; the others stay until the next submit.
    for (const key of [name, ...Object.keys(follow)]) errors.dismiss(key);
    setValues({ ...next, ...follow } as FormValues);
  }

  async function submit() {
    if (!target) return false;
    const saved = await submitResourceForm({ fields, values, schema, extra, endpoint, id: target.id, errors });
    if (!saved) return false;
    void invalidate([endpoint]);
    toast(successMessage, { type: 'success' });
    onSaved?.(saved);
    return true;
  }

  return (
    <FormDialog
      open={!!target}
      onOpenChange={(o) => !o && onClose()}
      title={title}
      submitLabel={submitLabel ?? (target?.id ? 'Save' : 'Create')}
      onSubmit={submit}
      maxWidth={maxWidth}
    >
      <FormFields fields={fields} values={values} onChange={change} errors={errors.fields} idPrefix={idPrefix} columns={columns} />
    </FormDialog>
  );
}
