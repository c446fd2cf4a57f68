'use client';
// The inputs of a form described as a list of fields, in a grid, each with its message beside it. Bound to
// a react-hook-form form (`form`), or, for forms not yet on it, to plain values (`values` + `onChange`).
import type { ReactNode, Ref } from 'react';
import { type UseFormReturn, useController } from 'react-hook-form';
import { cn } from '@/components/ui/cn';
import { Combobox } from '@/components/ui/combobox';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { MoneyInput } from '@/components/ui/money-input';
import { Select } from '@/components/ui/select';
import type { FormField, FormValues } from './form-values';

const SPAN = { 1: '', 2: 'col-span-2', 3: 'col-span-3', 4: 'col-span-4' } as const;
const COLUMNS = { 1: 'grid-cols-1', 2: 'grid-cols-2', 3: 'grid-cols-3', 4: 'grid-cols-4' } as const;

/** Other fields that follow a change (e.g. an aircraft type fills seats and payload). */
export type FieldFollower = (name: string, value: string | boolean, values: FormValues) => Partial<FormValues> | undefined;

export type ResourceForm<TOut = unknown> = UseFormReturn<FormValues, unknown, TOut>;

interface FieldViewProps {
  field: FormField;
  id: string;
  value: string | boolean | undefined;
  error?: string;
  onChange: (value: string | boolean) => void;
  onBlur?: () => void;
  /** Where the form moves the caret (the first invalid field). */
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement & HTMLButtonElement>;
}

function inputType(f: FormField): string {
  if (f.input) return f.input;
  return f.kind === 'number' ? 'number' : f.kind === 'date' ? 'date' : f.kind === 'datetime' ? 'datetime-local' : 'text';
}

/** One field: its label, its input and its message (or hint), in its grid cell. */
function FieldView({ field: f, id, value, error, onChange, onBlur, inputRef }: FieldViewProps) {
  if (f.kind === 'spacer') return <div aria-hidden className={SPAN[f.span ?? 1]} />;
  if (f.kind === 'checkbox') {
    return (
      <label className={cn('flex items-center gap-2 self-end pb-2 text-sm', SPAN[f.span ?? 1])}>
        <input
          id={id}
          ref={inputRef}
          type="checkbox"
          checked={Boolean(value)}
          disabled={f.disabled}
          onChange={(e) => onChange(e.target.checked)}
          onBlur={onBlur}
          className="size-4 accent-brand-600"
        />
        {f.label}
      </label>
    );
  }
  const text = typeof value === 'string' ? value : '';
  const describedBy = error ? `${id}-error` : f.hint ? `${id}-hint` : undefined;
  const common = { id, invalid: !!error, disabled: f.disabled, 'aria-describedby': describedBy, onBlur };
  let control: ReactNode;
  switch (f.kind) {
    case 'textarea':
      control = <Textarea {...common} ref={inputRef} value={text} placeholder={f.placeholder} onChange={(e) => onChange(e.target.value)} />;
      break;
    case 'select':
      control = (
        <Select
          id={id}
          ref={inputRef}
          invalid={!!error}
          disabled={f.disabled}
          aria-describedby={describedBy}
          value={text || undefined}
          placeholder={f.placeholder ?? 'Choose…'}
          options={f.options ?? []}
          onValueChange={onChange}
        />
      );
      break;
    case 'money':
      control = (
        <MoneyInput
          {...common}
          ref={inputRef}
          currency={f.currency ?? 'IDR'}
          value={text}
          placeholder={f.placeholder}
          onChange={(e) => onChange(e.target.value)}
        />
      );
      break;
    case 'combobox':
      control = (
        <Combobox
          id={id}
          ref={inputRef}
          invalid={!!error}
          disabled={f.disabled}
          value={text || undefined}
          placeholder={f.placeholder}
          options={f.options ?? []}
          onValueChange={onChange}
        />
      );
      break;
    default:
      control = (
        <Input
          {...common}
          ref={inputRef}
          type={inputType(f)}
          autoComplete={f.input === 'password' ? 'new-password' : undefined}
          step={f.kind === 'number' ? (f.step ?? 'any') : undefined}
          inputMode={f.kind === 'number' ? 'decimal' : undefined}
          value={text}
          placeholder={f.placeholder}
          className={cn(f.upper && 'uppercase placeholder:normal-case', f.unit && 'pr-10')}
          list={f.suggestions ? `${id}-suggestions` : undefined}
          onChange={(e) => onChange(e.target.value)}
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
    <Field label={f.label} htmlFor={id} error={error} hint={f.hint} required={f.required} className={SPAN[f.span ?? 1]}>
      {f.unit ? (
        <div className="relative">
          {control}
          <span className="pointer-events-none absolute inset-y-0 right-2.5 flex items-center text-xs text-slate-500">{f.unit}</span>
        </div>
      ) : (
        control
      )}
    </Field>
  );
}

function BoundField<TOut>({
  form,
  field,
  id,
  onChange,
}: {
  form: ResourceForm<TOut>;
  field: FormField;
  id: string;
  onChange: (name: string, value: string | boolean) => void;
}) {
  const { field: bound, fieldState } = useController({ control: form.control, name: field.name });
  return (
    <FieldView
      field={field}
      id={id}
      value={bound.value}
      error={fieldState.error?.message}
      onChange={(v) => onChange(field.name, v)}
      onBlur={bound.onBlur}
      inputRef={bound.ref}
    />
  );
}

/**
 * A change as the forms have always taken it: the changed field's message goes (the others stay until
 * the next submit), and the fields that follow it take their new values.
 */
export function changeField<TOut>(form: ResourceForm<TOut>, name: string, value: string | boolean, follow?: FieldFollower) {
  form.clearErrors(name);
  form.setValue(name, value, { shouldDirty: true });
  const more = follow?.(name, value, form.getValues()) ?? {};
  for (const [key, v] of Object.entries(more)) {
    if (v === undefined) continue;
    form.clearErrors(key);
    form.setValue(key, v, { shouldDirty: true });
  }
}

/**
 * Moves the caret to the first field (in the form's order) that shows a message, once, right after a
 * failed check. (react-hook-form's own focusing runs again a moment later and could pull the caret away
 * from a field the user has started to fix, so the forms here turn it off.)
 */
export function focusFirstError<TOut>(form: ResourceForm<TOut>, fields: readonly FormField[]) {
  const first = fields.find((f) => f.kind !== 'spacer' && form.getFieldState(f.name).error);
  if (first) form.setFocus(first.name, { shouldSelect: false });
}

interface LayoutProps {
  fields: readonly FormField[];
  idPrefix: string;
  columns?: 1 | 2 | 3 | 4;
}

type BoundProps<TOut> = LayoutProps & { form: ResourceForm<TOut>; onFieldChange?: FieldFollower };

/** Values, messages and changes held by the caller's form (e.g. `boundFields` of a react-hook-form). */
type PlainProps = LayoutProps & {
  values: FormValues;
  onChange: (name: string, value: string | boolean) => void;
  errors: Record<string, string>;
};

const fieldId = (idPrefix: string, name: string) => `${idPrefix}-${name.replaceAll('_', '-')}`;

export function FormFields<TOut>(props: BoundProps<TOut> | PlainProps) {
  const { fields, idPrefix, columns = 2 } = props;
  return (
    <div className={cn('grid gap-x-4 gap-y-3', COLUMNS[columns])}>
      {fields.map((f) =>
        'form' in props ? (
          f.kind === 'spacer' ? (
            <FieldView key={f.name} field={f} id={fieldId(idPrefix, f.name)} value="" onChange={() => {}} />
          ) : (
            <BoundField
              key={f.name}
              form={props.form}
              field={f}
              id={fieldId(idPrefix, f.name)}
              onChange={(name, value) => changeField(props.form, name, value, props.onFieldChange)}
            />
          )
        ) : (
          <FieldView
            key={f.name}
            field={f}
            id={fieldId(idPrefix, f.name)}
            value={props.values[f.name]}
            error={props.errors[f.name]}
            onChange={(v) => props.onChange(f.name, v)}
          />
        ),
      )}
    </div>
  );
}
