'use client';
// The save of a form not yet on react-hook-form (crew and schedule forms, until they move to
// useSchemaForm + ResourceFormDialog): check in the browser, then create or update.
import type { z } from 'zod';
import { api } from '@/lib/client/api';
import { issuesToFields, type useFieldErrors } from './form-dialog';
import { type FormField, type FormValues, formBody } from './form-values';

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

/**
 * @deprecated use useSchemaForm + submitForm (or ResourceFormDialog). Check in the browser, then save.
 * False when the form shows messages; throws what FormDialog shows.
 */
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
