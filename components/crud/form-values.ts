// A resource form described as a list of fields, and the two conversions around it: a row into what the
// inputs hold (text), and what was typed into the API's JSON (the body the API's zod schema checks).
import type { ReactNode } from 'react';
import type { SelectOption } from '@/components/ui/select';
import { fromOfficeInput, toOfficeInput } from '@/lib/format/dates';
import { amount, groupAmount } from '@/lib/format/typed-input';

/** 'spacer' holds a grid cell empty (to line fields up in columns); it is no field. */
export type FieldKind = 'text' | 'textarea' | 'number' | 'money' | 'select' | 'combobox' | 'date' | 'datetime' | 'checkbox' | 'spacer';

interface FieldSpec {
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
  /** A money field's currency (IDR unless said): typed and shown as staff write it (1.500.000,50). */
  currency?: string;
  /** Values offered while typing in a text field (a datalist; any text may still be typed). */
  suggestions?: readonly string[];
  /** A text field's input type when not plain text. */
  input?: 'email' | 'password';
  disabled?: boolean;
}

/** A field of a form: its name is one of the body's keys (Name), a spacer's any. */
export type FormField<Name extends string = string> = FieldSpec & ({ name: Name } | { name: string; kind: 'spacer' });

export type FormValues = Record<string, string | boolean>;

/** Form values from a row (or defaults): numbers become text, null becomes empty, instants local time. */
export function formValues(fields: readonly FormField[], row: object = {}): FormValues {
  const source = row as Record<string, unknown>;
  const out: FormValues = {};
  for (const f of fields) {
    const v = source[f.name];
    if (f.kind === 'spacer') continue;
    if (f.kind === 'checkbox') out[f.name] = v === undefined ? false : Boolean(v);
    else if (v === null || v === undefined) out[f.name] = '';
    else if (f.kind === 'datetime') out[f.name] = toOfficeInput(String(v));
    else if (f.kind === 'money' && typeof v === 'number') out[f.name] = groupAmount(v, f.currency ?? 'IDR');
    else out[f.name] = String(v);
  }
  return out;
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
    } else if (f.kind === 'money') {
      body[f.name] = text === '' ? empty : amount(text);
    } else if (f.kind === 'datetime') {
      body[f.name] = text === '' ? empty : fromOfficeInput(text);
    } else if (f.kind === 'select' || f.kind === 'combobox' || f.kind === 'date') {
      body[f.name] = text === '' ? empty : text;
    } else {
      // Text: an empty field is sent as '' so that a required one shows its 'Please input …' message.
      body[f.name] = text === '' ? (f.nullable ? null : '') : f.upper ? text.toUpperCase() : text;
    }
  }
  return body;
}
