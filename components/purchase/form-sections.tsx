'use client';
// The new-request form's cards: the vendor, and the approval (the PIC picker from /api/user/managements and
// the notes). They read the form from the FormProvider around them.
import { type ReactNode, useEffect, useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useToast } from '@/components/shell/toast';
import { cn } from '@/components/ui/cn';
import { Combobox } from '@/components/ui/combobox';
import { Field } from '@/components/ui/field';
import { useApiGet } from '@/lib/client/query';
import { TextArea, TextInput } from './form-fields';
import type { RequestValues } from './request-values';

/** A white card of the form with its heading. */
export function FormCard({ title, className = 'space-y-4', children }: { title: string; className?: string; children: ReactNode }) {
  return (
    <section className={cn('rounded-lg border border-slate-200 bg-white p-4 shadow-sm', className)}>
      <h2 className="text-sm font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

export function VendorSection() {
  const { control } = useFormContext<RequestValues>();
  return (
    <FormCard title="Vendor">
      <TextInput control={control} name="company" label="Vendor (company)" required />
      <TextInput
        control={control}
        name="company_phone"
        label="Vendor phone"
        type="tel"
        placeholder="0812 3456 7890"
        hint="Saved with the 62 country code"
      />
      <TextArea control={control} name="company_address" label="Vendor address" />
    </FormCard>
  );
}

export function ApprovalSection() {
  const { control } = useFormContext<RequestValues>();
  return (
    <FormCard title="Approval">
      <LeadPicker />
      <TextArea control={control} name="notes" label="Notes" rows={3} />
    </FormCard>
  );
}

function LeadPicker() {
  const { toast } = useToast();
  const id = useId().replace(/:/g, '');
  const { control } = useFormContext<RequestValues>();
  const { field, fieldState } = useController({ control, name: 'lead_id' });
  const leads = useApiGet('/api/user/managements');
  const loading = leads.isPending;
  const error = fieldState.error?.message;

  useEffect(() => {
    if (leads.error) toast(leads.error.message || 'Could not load the PIC list', { type: 'error' });
  }, [leads.error, toast]);

  return (
    <Field
      label="PIC (approves first)"
      htmlFor={id}
      required
      error={error}
      hint={loading ? 'Loading the management list…' : 'Then finance approves and pays'}
    >
      {/* The form focuses the combobox's text box when the PIC is missing. */}
      <div ref={(el) => field.ref(el ? { focus: () => el.querySelector('input')?.focus() } : null)}>
        <Combobox
          id={id}
          aria-label="PIC"
          value={field.value}
          invalid={!!error}
          options={(leads.data?.data ?? []).map((l) => ({ value: String(l.id), label: `${l.name} (${l.email})` }))}
          placeholder={loading ? 'Loading…' : 'Type a name'}
          onValueChange={field.onChange}
        />
      </div>
    </Field>
  );
}
