'use client';
// The job posting editor: the plain fields (the crud kit's FormFields) and the two rich text parts. The
// API's schema checks the whole form in the browser first; the server sanitises the rich text.
import { useState } from 'react';
import type { z } from 'zod';
import { FormDialog } from '@/components/crud/form-dialog';
import {
  type FormField,
  FormFields,
  type FormTarget,
  type FormValues,
  focusFirstError,
  formBody,
  formValues,
  useSaveResource,
} from '@/components/crud/resource-form';
import { useToast } from '@/components/shell/toast';
import { Field } from '@/components/ui/field';
import { RichTextEditor } from '@/components/ui/rich-text-editor';
import { fieldMessages, submitForm, useSchemaForm } from '@/lib/client/schema-form';
import { EMPLOYMENT_TYPE_LABEL, EMPLOYMENT_TYPES, HIRING_TRACK_LABEL, type HiringTrack } from '@/lib/rules/recruitment';
import { type PostingRow, postingCreate } from '@/lib/schemas/careers/posting';

export const POSTINGS_ENDPOINT = '/api/web/careers';

export interface BaseOption {
  id: number;
  name: string;
}

export function postingFields(bases: readonly BaseOption[], tracks: readonly HiringTrack[]): FormField[] {
  return [
    { name: 'title', label: 'Title', required: true, placeholder: 'ATR 72-600 First Officer', span: 2 },
    {
      name: 'department',
      label: 'Department',
      required: true,
      placeholder: 'Flight operations',
      suggestions: [
        'Flight operations',
        'Engineering',
        'Ground operations',
        'Cabin crew',
        'Operations control',
        'Quality & Safety',
        'Training',
      ],
    },
    {
      name: 'base_id',
      label: 'Location',
      kind: 'select',
      numeric: true,
      nullable: true,
      options: [{ value: HEAD_OFFICE, label: 'Head office' }, ...bases.map((b) => ({ value: String(b.id), label: b.name }))],
    },
    {
      name: 'employment_type',
      label: 'Employment type',
      kind: 'select',
      required: true,
      options: EMPLOYMENT_TYPES.map((t) => ({ value: t, label: EMPLOYMENT_TYPE_LABEL[t] })),
    },
    {
      name: 'track',
      label: 'Hiring',
      kind: 'select',
      required: true,
      options: tracks.map((t) => ({ value: t, label: `${HIRING_TRACK_LABEL[t]} hiring` })),
      disabled: tracks.length === 1,
    },
    { name: 'opens_on', label: 'Opens on', kind: 'date', required: true },
    { name: 'closes_on', label: 'Closes on', kind: 'date', required: true, hint: 'Last day to apply (office time, WIB)' },
    { name: 'published', label: 'Published on the website', kind: 'checkbox', span: 2 },
  ];
}

const RICH = ['description', 'requirements'] as const;
/** The location select's value for head office (base_id null). */
const HEAD_OFFICE = '0';

/** The form's values of a posting (or of a new one on the caller's first track). */
export function postingValues(fields: readonly FormField[], row: Partial<PostingRow> & { track: HiringTrack }): FormValues {
  return {
    ...formValues(fields, row),
    base_id: row.base_id ? String(row.base_id) : HEAD_OFFICE,
    description: row.description ?? '',
    requirements: row.requirements ?? '',
  };
}

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
  const save = useSaveResource(POSTINGS_ENDPOINT);
  const form = useSchemaForm<FormValues, z.ZodType>(postingCreate, {
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
