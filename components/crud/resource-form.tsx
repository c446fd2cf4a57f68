'use client';
// A resource's form dialog on react-hook-form: the fields hold text, `formBody` turns them into the API's
// JSON, which the API's own zod schema checks in the browser (each message beside its field, the caret on
// the first one); then POST {endpoint} for a new row or PUT {endpoint}/{id}, a toast, and every list of
// the resource reloads by itself.
import { type ReactNode, useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useToast } from '@/components/shell/toast';
import type { ApiSaveTarget } from '@/lib/client/api-client';
import { useApiSave } from '@/lib/client/query';
import { submitForm, useSchemaForm } from '@/lib/client/schema-form';
import { FormDialog } from './form-dialog';
import { type FieldFollower, FormFields, focusFirstError, type ResourceForm } from './form-fields';
import { type FormField, type FormValues, formBody } from './form-values';

export { type FieldFollower, FormFields, focusFirstError, type ResourceForm } from './form-fields';
export { type FieldKind, type FormField, type FormValues, formBody, formValues } from './form-values';

/** What a form dialog edits: a row's id (none for a new one) and the starting values. */
export interface FormTarget {
  id?: number;
  values: FormValues;
}

export interface Saved {
  id: number;
}

export interface ResourceFormProps {
  /** Open while set. */
  target: FormTarget | null;
  onClose: () => void;
  title: string;
  submitLabel?: string;
  /** The fields, or the fields for the values being typed (options that depend on another field). */
  fields: readonly FormField[] | ((values: FormValues) => readonly FormField[]);
  columns?: 1 | 2 | 3 | 4;
  /** The API's schema for the body: a full form is checked as a whole, for a new row and an edited one alike. */
  schema: z.ZodType;
  /** Fixed fields merged into the body (e.g. { fleet_id: 12 }). */
  extra?: Record<string, unknown>;
  /** The body instead of `formBody(fields, values)` plus `extra`. */
  toBody?: (values: FormValues) => unknown;
  /** Where it saves: a collection (POST endpoint for a new row, PUT endpoint/{id} for an edited one) or { create }. */
  endpoint: ApiSaveTarget;
  /** Other paths whose lists show what this form changes. */
  invalidates?: readonly string[];
  /** Toast after a save. */
  successMessage: string;
  onSaved?: (saved: Saved) => void;
  onFieldChange?: FieldFollower;
  idPrefix: string;
  maxWidth?: number;
  /** Shown after the fields (an edited row's history). */
  after?: ReactNode;
}

export function ResourceFormDialog(props: ResourceFormProps) {
  // Each opening starts a fresh form from its target's values (no stale values or messages).
  const [shown, setShown] = useState(props.target);
  const [opening, setOpening] = useState(0);
  if (props.target !== shown) {
    setShown(props.target);
    if (props.target) setOpening((n) => n + 1);
  }
  return <OpenedForm key={opening} {...props} />;
}

function OpenedForm({
  target,
  onClose,
  title,
  submitLabel,
  fields,
  columns = 2,
  schema,
  extra,
  toBody,
  endpoint,
  invalidates,
  successMessage,
  onSaved,
  onFieldChange,
  idPrefix,
  maxWidth,
  after,
}: ResourceFormProps) {
  const { toast } = useToast();
  const { save } = useApiSave(endpoint, { invalidates });
  const fieldsFor = (values: FormValues) => (typeof fields === 'function' ? fields(values) : fields);
  const form = useSchemaForm<FormValues, z.ZodType>(schema, {
    defaultValues: target?.values ?? {},
    // As before: a field's message goes when it is changed; the form is checked again on submit.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    toBody: (values) => (toBody ? toBody(values) : { ...formBody(fieldsFor(values), values), ...extra }),
  });

  async function submit() {
    if (!target) return false;
    let saved: Saved | undefined;
    const done = await submitForm(form, async (body) => {
      saved = await save(target.id, body);
    });
    if (!done) focusFirstError(form, fieldsFor(form.getValues()));
    if (!done || !saved) return false;
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
      dirty={form.formState.isDirty}
    >
      {typeof fields === 'function' ? (
        <WatchedFields form={form} fields={fields} idPrefix={idPrefix} columns={columns} onFieldChange={onFieldChange} />
      ) : (
        <FormFields form={form} fields={fields} idPrefix={idPrefix} columns={columns} onFieldChange={onFieldChange} />
      )}
      {after}
    </FormDialog>
  );
}

/** Fields that depend on the values typed so far. */
function WatchedFields<TOut>({
  form,
  fields,
  ...rest
}: {
  form: ResourceForm<TOut>;
  fields: (values: FormValues) => readonly FormField[];
  idPrefix: string;
  columns: 1 | 2 | 3 | 4;
  onFieldChange?: FieldFollower;
}) {
  const values = useWatch({ control: form.control }) as FormValues;
  return <FormFields form={form} fields={fields(values)} {...rest} />;
}
