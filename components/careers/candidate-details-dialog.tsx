'use client';
// Editing a candidate's details: POST /api/user/candidate with the id (the spec's one call for create and
// update), checked in the browser by the same schema first.
import type { z } from 'zod';
import { FormDialog } from '@/components/crud/form-dialog';
import { useFormSchema } from '@/components/crud/form-schema';
import { FormFields, type FormTarget, type FormValues, focusFirstError } from '@/components/crud/resource-form';
import type { ResourceFormSpec } from '@/components/crud/resource-spec';
import { useToast } from '@/components/shell/toast';
import { useApiSave } from '@/lib/client/query';
import { submitForm, useSchemaForm } from '@/lib/client/schema-form';
import type { CandidateRow } from '@/lib/schemas/careers/candidate';
import { CANDIDATES_ENDPOINT } from './candidates-panel';

export function CandidateDetailsDialog({
  target,
  onClose,
  spec,
  toBody,
}: {
  target: FormTarget | null;
  onClose: () => void;
  spec: ResourceFormSpec<CandidateRow>;
  toBody: (values: FormValues) => unknown;
}) {
  return target ? <Opened key={target.id} target={target} onClose={onClose} spec={spec} toBody={toBody} /> : null;
}

function Opened({
  target,
  onClose,
  spec,
  toBody,
}: {
  target: FormTarget;
  onClose: () => void;
  spec: ResourceFormSpec<CandidateRow>;
  toBody: (values: FormValues) => unknown;
}) {
  // The spec's schema is `{ import }`: the form waits for it (a resolver over the `{ import }` object
  // itself refused every submit: 'not a Zod schema').
  const schema = useFormSchema(spec.schema, target.id);
  if (!schema) return null;
  return <DetailsForm target={target} onClose={onClose} spec={spec} toBody={toBody} schema={schema} />;
}

function DetailsForm({
  target,
  onClose,
  spec,
  toBody,
  schema,
}: {
  target: FormTarget;
  onClose: () => void;
  spec: ResourceFormSpec<CandidateRow>;
  toBody: (values: FormValues) => unknown;
  schema: z.ZodType;
}) {
  const { toast } = useToast();
  const fields = typeof spec.fields === 'function' ? spec.fields(target.values, target.id) : spec.fields;
  const form = useSchemaForm<FormValues, z.ZodType>(schema, {
    defaultValues: target.values,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    toBody,
  });
  // One POST adds or (with the id in the body) updates a candidate.
  const { save } = useApiSave({ create: CANDIDATES_ENDPOINT });

  async function submit() {
    const done = await submitForm(form, (body) => save(null, body));
    if (!done) {
      focusFirstError(form, fields);
      return false;
    }
    toast('Candidate updated', { type: 'success' });
    return true;
  }

  return (
    <FormDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={spec.title(target.values, target.id)}
      submitLabel="Save"
      onSubmit={submit}
    >
      <FormFields form={form} fields={fields} idPrefix="candidate" columns={2} />
    </FormDialog>
  );
}
