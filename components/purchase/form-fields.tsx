'use client';
// The purchase forms' inputs bound to react-hook-form: a label, the input and the field's message beside
// it (from the zod check in the browser or the API's `fields`). The form holds what the inputs hold: text.
import { type ReactNode, useId } from 'react';
import { type Control, type ControllerRenderProps, type FieldValues, type Path, useController } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input, type InputProps, Textarea } from '@/components/ui/input';
import { MoneyInput } from '@/components/ui/money-input';

interface BoundProps<V extends FieldValues, O> {
  control: Control<V, unknown, O>;
  name: Path<V>;
  label: string;
  hint?: string;
  required?: boolean;
  className?: string;
}

/** The label, the control the caller renders for the field, and the field's message (else its hint). */
function Bound<V extends FieldValues, O>({
  control,
  name,
  label,
  hint,
  required,
  className,
  render,
}: BoundProps<V, O> & {
  render: (bound: { id: string; field: ControllerRenderProps<V, Path<V>>; value: string; invalid: boolean }) => ReactNode;
}) {
  const id = useId().replace(/:/g, '');
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  const value = typeof field.value === 'string' ? field.value : String(field.value ?? '');
  return (
    <Field label={label} htmlFor={id} required={required} error={error} hint={hint} className={className}>
      {render({ id, field, value, invalid: !!error })}
    </Field>
  );
}

/** A text input; `amount` right-aligns it for a number. */
export function TextInput<V extends FieldValues, O>({
  amount,
  type,
  placeholder,
  inputMode,
  min,
  step,
  ...bound
}: BoundProps<V, O> & { amount?: boolean } & Pick<InputProps, 'type' | 'placeholder' | 'inputMode' | 'min' | 'step'>) {
  return (
    <Bound
      {...bound}
      render={({ id, field, value, invalid }) => (
        <Input
          id={id}
          ref={field.ref}
          name={field.name}
          value={value}
          invalid={invalid}
          type={type}
          placeholder={placeholder}
          min={min}
          step={step}
          inputMode={inputMode ?? (amount ? 'decimal' : undefined)}
          className={amount ? 'text-right tabular-nums' : undefined}
          onChange={(e) => field.onChange(e.target.value)}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}

/** An amount in `currency` (the app's one money input: the amount as read shows under it). */
export function AmountInput<V extends FieldValues, O>({
  currency,
  placeholder,
  ...bound
}: BoundProps<V, O> & { currency: string; placeholder?: string }) {
  return (
    <Bound
      {...bound}
      render={({ id, field, value, invalid }) => (
        <MoneyInput
          id={id}
          ref={field.ref}
          name={field.name}
          value={value}
          invalid={invalid}
          currency={currency}
          placeholder={placeholder}
          onChange={(e) => field.onChange(e.target.value)}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}

export function TextArea<V extends FieldValues, O>({ rows = 2, ...bound }: BoundProps<V, O> & { rows?: number }) {
  return (
    <Bound
      {...bound}
      render={({ id, field, value, invalid }) => (
        <Textarea
          id={id}
          ref={field.ref}
          name={field.name}
          rows={rows}
          value={value}
          invalid={invalid}
          onChange={(e) => field.onChange(e.target.value)}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
