'use client';
// The form dialog of a declared form (ResourceFormSpec). Screens get it through resource-screen.tsx's
// SpecFormDialog, which loads this module when the dialog first opens.
import { useState } from 'react';
import { HistoryDisclosure } from '@/components/audit/history-panel';
import type { ApiSaveTarget } from '@/lib/client/api-client';
import { useFormSchema } from './form-schema';
import { type FormTarget, ResourceFormDialog, type Saved } from './resource-form';
import type { ResourceFormSpec } from './resource-spec';

export interface SpecFormDialogProps<Row> {
  form: ResourceFormSpec<Row>;
  endpoint: ApiSaveTarget;
  invalidates?: readonly string[];
  /** Open while set. */
  target: FormTarget | null;
  onClose: () => void;
  onSaved?: (saved: Saved) => void;
}

/** The form dialog of a declared form: POST {endpoint} for a new row, PUT {endpoint}/{id} for an edited one. */
export function SpecFormDialog<Row>({ form, endpoint, invalidates, target, onClose, onSaved }: SpecFormDialogProps<Row>) {
  // The last target names the dialog while it closes.
  const [shown, setShown] = useState<FormTarget | null>(null);
  if (target && target !== shown) setShown(target);
  const { toBody, fields } = form;
  const schema = useFormSchema(form.schema, shown?.id);
  if (!schema) return null;
  return (
    <ResourceFormDialog
      target={target}
      onClose={onClose}
      title={shown ? form.title(shown.values, shown.id) : ''}
      submitLabel={form.submitLabel}
      fields={typeof fields === 'function' ? (values) => fields(values, shown?.id) : fields}
      columns={form.columns}
      schema={schema}
      extra={form.extra}
      toBody={toBody && ((values) => toBody(values, shown?.id))}
      endpoint={endpoint}
      invalidates={invalidates}
      idPrefix={form.idPrefix}
      successMessage={shown?.id ? (form.toasts.updated ?? form.toasts.created) : form.toasts.created}
      onSaved={onSaved}
      onFieldChange={form.onFieldChange}
      maxWidth={form.maxWidth}
      after={form.history && shown?.id ? <HistoryDisclosure table={form.history} record={shown.id} /> : undefined}
    />
  );
}
