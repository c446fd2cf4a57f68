'use client';
// Editing a candidate's details: POST /api/user/candidate with the id (the spec's one call for create and
// update), checked in the browser by the same schema first.
import type { z } from 'zod';
import { FormDialog } from '@/components/crud/form-dialog';
import { FormFields, type FormTarget, type FormValues, focusFirstError } from '@/components/crud/resource-form';
import type { ResourceFormSpec } from '@/components/crud/resource-spec';
import { useToast } from '@/components/shell/toast';
import type { ApiBody } from '@/lib/client/api-client';
import { useApiWrite } from '@/lib/client/query';
import { submitForm, useSchemaForm } from '@/lib/client/schema-form';
import type { CandidateRow } from '@/lib/schemas/careers/candidate';

/** The body of POST /api/user/candidate, which the spec's schema checks. */
type CandidateSave = ApiBody<'/api/user/candidate', 'post'>;

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
  const { toast } = useToast();
  const fields = typeof spec.fields === 'function' ? spec.fields(target.values, target.id) : spec.fields;
  const form = useSchemaForm<FormValues, z.ZodType<CandidateSave>>(spec.schema as z.ZodType<CandidateSave>, {
    defaultValues: target.values,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    toBody,
  });
  const save = useApiWrite('post', '/api/user/candidate');

  async function submit() {
    const done = await submitForm(form, (body) => save.mutateAsync({ body }));
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
