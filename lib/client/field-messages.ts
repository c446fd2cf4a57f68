'use client';
// For forms whose inputs react-hook-form holds no refs of (the crud kit's FormFields, lists drawn from
// values): the form's messages by field name, the fields bound by value, and a submit that moves the caret
// to the first field in error. Apart from schema-form.ts so that a form of registered inputs (the new
// purchase request, on its screen's first load) does not carry them.
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { type SchemaForm, submitForm } from './schema-form';

/** The form's messages by field name ('fleet_type_ids.0' for an item of a list), for inputs that take a map. */
export function fieldMessages(errors: object, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref' || key === 'types' || !value || typeof value !== 'object') continue;
    const name = key === 'root' && prefix ? prefix.slice(0, -1) : `${prefix}${key}`;
    if (typeof value.message === 'string' && value.message) out[name] ??= value.message;
    Object.assign(out, fieldMessages(value, `${name}.`));
  }
  return out;
}

/**
 * A field list drawn by a component that takes values, messages and a change handler (the crud kit's
 * FormFields) rather than registered inputs: the named text and checkbox values, the messages, and a
 * change that sets the value and drops that field's message.
 */
export function boundFields<V extends FieldValues>(form: UseFormReturn<V, unknown, unknown>, names: readonly string[]) {
  const all: FieldValues = form.watch();
  const values: Record<string, string | boolean> = {};
  for (const n of names) {
    const v = all[n];
    if (typeof v === 'string' || typeof v === 'boolean') values[n] = v;
  }
  return {
    values,
    errors: fieldMessages(form.formState.errors),
    onChange(name: string, value: string | boolean) {
      form.clearErrors(name as Path<V>);
      form.setValue(name as Path<V>, value as PathValue<V, Path<V>>, { shouldDirty: true });
    },
  };
}

/**
 * Moves the caret to the first field in `names` order that shows a message, found by its element id
 * (for inputs the form has no ref of; registered ones are focused by react-hook-form itself).
 */
export function focusFirstError(form: { formState: { errors: object } }, names: readonly string[], idOf: (name: string) => string) {
  const messages = fieldMessages(form.formState.errors);
  const first = names.find((n) => Object.keys(messages).some((k) => k === n || k.startsWith(`${n}.`)));
  if (first) requestAnimationFrame(() => document.getElementById(idOf(first))?.focus());
}

/**
 * submitForm for a form whose inputs the form holds no refs of: afterwards, whether the browser's check
 * or the API refused, the caret goes to the first field in `names` order that shows a message.
 */
export async function submitFocused<V extends FieldValues, S extends z.ZodType>(
  form: SchemaForm<V, S>,
  save: (body: z.output<S>) => Promise<unknown>,
  names: readonly string[],
  idOf: (name: string) => string,
): Promise<boolean> {
  try {
    const ok = await submitForm(form, save);
    if (!ok) focusFirstError(form, names, idOf);
    return ok;
  } catch (err) {
    focusFirstError(form, names, idOf);
    throw err;
  }
}
