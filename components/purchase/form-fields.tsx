'use client';
// The purchase forms' inputs bound to react-hook-form: a label, the input and the field's message beside
// it (from the zod check in the browser or the API's `fields`). The form holds what the inputs hold: text.
import { useId } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input, type InputProps, Textarea } from '@/components/ui/input';
import { grouped } from './input-values';

interface BoundProps<V extends FieldValues, O> {
  control: Control<V, unknown, O>;
  name: Path<V>;
  label: string;
  hint?: string;
  required?: boolean;
  className?: string;
}

function useBound<V extends FieldValues, O>({ control, name }: Pick<BoundProps<V, O>, 'control' | 'name'>) {
  const id = useId().replace(/:/g, '');
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  return { id, field, error, value: typeof field.value === 'string' ? field.value : String(field.value ?? '') };
}

/**
 * A text input. `amount` right-aligns it for a decimal number; `grouped` also groups the typed number once
 * the field is left ('15000000' reads '15,000,000').
 */
export function TextInput<V extends FieldValues, O>({
  control,
  name,
  label,
  hint,
  required,
  className,
  amount,
  grouped: group,
  ...input
}: BoundProps<V, O> & { amount?: boolean; grouped?: boolean } & Pick<InputProps, 'type' | 'placeholder' | 'inputMode' | 'min' | 'step'>) {
  const { id, field, error, value } = useBound({ control, name });
  return (
    <Field label={label} htmlFor={id} required={required} error={error} hint={hint} className={className}>
      <Input
        id={id}
        ref={field.ref}
        name={field.name}
        value={value}
        invalid={!!error}
        className={amount ? 'text-right tabular-nums' : undefined}
        {...(amount ? { inputMode: 'decimal' as const } : {})}
        {...input}
        onChange={(e) => field.onChange(e.target.value)}
        onBlur={(e) => {
          if (group) {
            const g = grouped(e.target.value);
            if (g !== e.target.value) field.onChange(g);
          }
          field.onBlur();
        }}
      />
    </Field>
  );
}

export function TextArea<V extends FieldValues, O>({
  control,
  name,
  label,
  hint,
  required,
  className,
  rows = 2,
}: BoundProps<V, O> & { rows?: number }) {
  const { id, field, error, value } = useBound({ control, name });
  return (
    <Field label={label} htmlFor={id} required={required} error={error} hint={hint} className={className}>
      <Textarea
        id={id}
        ref={field.ref}
        name={field.name}
        rows={rows}
        value={value}
        invalid={!!error}
        onChange={(e) => field.onChange(e.target.value)}
        onBlur={field.onBlur}
      />
    </Field>
  );
}
