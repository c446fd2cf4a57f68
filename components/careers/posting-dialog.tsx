'use client';
// The job posting editor: the plain fields (the crud kit's FormFields) and the two rich text parts. The
// API's schema checks the whole form in the browser first; the server sanitises the rich text.
import { useState } from 'react';
import { FormDialog } from '@/components/crud/form-dialog';
import { type FormField, FormFields, type FormTarget, type FormValues, focusFirstError, formBody } from '@/components/crud/resource-form';
import { RichTextEditor } from '@/components/rich-text/rich-text-editor';
import { useToast } from '@/components/shell/toast';
import { Field } from '@/components/ui/field';
import { fieldMessages } from '@/lib/client/field-messages';
import { useApiSave } from '@/lib/client/query';
import { submitForm, useSchemaForm } from '@/lib/client/schema-form';
import { postingCreate } from '@/lib/schemas/careers/posting';
import { HEAD_OFFICE, POSTINGS_ENDPOINT } from './posting-fields';

const RICH = ['description', 'requirements'] as const;

export function PostingDialog({
  target,
  onClose,
  fields,
}: {
  target: FormTarget | null;
  onClose: () => void;
  fields: readonly FormField[];
}) {
  // A fresh form for each opening.
  const [shown, setShown] = useState(target);
  const [opening, setOpening] = useState(0);
  if (target !== shown) {
    setShown(target);
    if (target) setOpening((n) => n + 1);
  }
  return <OpenedPosting key={opening} target={target} onClose={onClose} fields={fields} />;
}

function OpenedPosting({ target, onClose, fields }: { target: FormTarget | null; onClose: () => void; fields: readonly FormField[] }) {
  const { toast } = useToast();
  const { save } = useApiSave(POSTINGS_ENDPOINT);
  const form = useSchemaForm<FormValues, typeof postingCreate>(postingCreate, {
    defaultValues: target?.values ?? {},
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    toBody: (v) => ({
      ...formBody(fields, v),
      base_id: v.base_id && v.base_id !== HEAD_OFFICE ? Number(v.base_id) : null,
      description: String(v.description ?? ''),
      requirements: String(v.requirements ?? ''),
    }),
  });
  const messages = fieldMessages(form.formState.errors);

  async function submit() {
    if (!target) return false;
    const done = await submitForm(form, (body) => save(target.id, body));
    if (!done) focusFirstError(form, fields);
    if (!done) return false;
    toast(target.id ? 'Posting updated' : 'Posting created', { type: 'success' });
    return true;
  }

  return (
    <FormDialog
      open={!!target}
      onOpenChange={(o) => !o && onClose()}
      title={target?.id ? `Edit posting ${String(target.values.title ?? '')}` : 'New job posting'}
      submitLabel={target?.id ? 'Save' : 'Create'}
      onSubmit={submit}
      maxWidth={760}
      dirty={form.formState.isDirty}
    >
      <FormFields form={form} fields={fields} idPrefix="posting" columns={2} />
      {RICH.map((name) => {
        const id = `posting-${name}`;
        const label = name === 'description' ? 'Description' : 'Requirements';
        const hint = name === 'requirements' ? 'A list works best: licences, ratings, hours, languages' : undefined;
        const note = messages[name] ? `${id}-error` : hint ? `${id}-hint` : undefined;
        return (
          <Field key={name} label={<span id={`${id}-label`}>{label}</span>} htmlFor={id} error={messages[name]} hint={hint}>
            <RichTextEditor
              id={id}
              labelledBy={`${id}-label`}
              toolbarLabel={`${label} formatting`}
              toolSet="basic"
              value={String(target?.values[name] ?? '')}
              onChange={(html) => {
                form.clearErrors(name);
                form.setValue(name, html, { shouldDirty: true });
              }}
              invalid={!!messages[name]}
              describedBy={note}
            />
          </Field>
        );
      })}
    </FormDialog>
  );
}
